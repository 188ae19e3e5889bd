package dev.sudokucompare.core.solve;

import java.time.Duration;
import java.util.Objects;

/**
 * What to solve for and within which limits. Immutable; start from {@link #first()},
 * {@link #lexmin()} or {@link #count(int)} and narrow with the {@code with...} methods.
 */
public final class SolveRequest {

    /** The tool's one home of these defaults: a count of 2 proves uniqueness. */
    public static final int DEFAULT_COUNT_LIMIT = 2;
    /** Seconds of the default time limit; a constant so that command-line defaults can spell it. */
    public static final int DEFAULT_TIME_LIMIT_SECONDS = 10;
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(DEFAULT_TIME_LIMIT_SECONDS);

    private final Mode mode;
    private final int countLimit;
    private final Duration timeLimit;
    private final long nodeLimit;
    private final Cancellation cancellation;
    private final SearchTrace trace;

    private SolveRequest(Mode mode, int countLimit, Duration timeLimit, long nodeLimit, Cancellation cancellation,
            SearchTrace trace) {
        if (countLimit < 1) {
            throw new IllegalArgumentException("count limit must be at least 1, got " + countLimit);
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("time limit must be positive, got " + timeLimit);
        }
        if (nodeLimit < 1) {
            throw new IllegalArgumentException("node limit must be at least 1, got " + nodeLimit);
        }
        this.mode = Objects.requireNonNull(mode);
        this.countLimit = countLimit;
        this.timeLimit = timeLimit;
        this.nodeLimit = nodeLimit;
        this.cancellation = Objects.requireNonNull(cancellation);
        this.trace = Objects.requireNonNull(trace);
    }

    public static SolveRequest of(Mode mode) {
        return new SolveRequest(mode, DEFAULT_COUNT_LIMIT, DEFAULT_TIME_LIMIT, Long.MAX_VALUE, new Cancellation(), SearchTrace.NONE);
    }

    public static SolveRequest first() {
        return of(Mode.FIRST);
    }

    public static SolveRequest lexmin() {
        return of(Mode.LEXMIN);
    }

    /** Count solutions, stopping at {@code limit}. */
    public static SolveRequest count(int limit) {
        return of(Mode.COUNT).withCountLimit(limit);
    }

    public SolveRequest withMode(Mode newMode) {
        return new SolveRequest(newMode, countLimit, timeLimit, nodeLimit, cancellation, trace);
    }

    public SolveRequest withCountLimit(int limit) {
        return new SolveRequest(mode, limit, timeLimit, nodeLimit, cancellation, trace);
    }

    public SolveRequest withTimeLimit(Duration limit) {
        return new SolveRequest(mode, countLimit, limit, nodeLimit, cancellation, trace);
    }

    public SolveRequest withNodeLimit(long limit) {
        return new SolveRequest(mode, countLimit, timeLimit, limit, cancellation, trace);
    }

    public SolveRequest withCancellation(Cancellation token) {
        return new SolveRequest(mode, countLimit, timeLimit, nodeLimit, token, trace);
    }

    /** Reports each decision to {@code listener} (DFS solvers; others ignore it). */
    public SolveRequest withTrace(SearchTrace listener) {
        return new SolveRequest(mode, countLimit, timeLimit, nodeLimit, cancellation, listener);
    }

    public Mode mode() {
        return mode;
    }

    /** In COUNT mode, the number of solutions at which the search stops (default 2). */
    public int countLimit() {
        return countLimit;
    }

    public Duration timeLimit() {
        return timeLimit;
    }

    /** The most search nodes allowed; {@link Long#MAX_VALUE} for no limit. */
    public long nodeLimit() {
        return nodeLimit;
    }

    public Cancellation cancellation() {
        return cancellation;
    }

    public SearchTrace trace() {
        return trace;
    }

    /** How many solutions end the search: 1, or the count limit in COUNT mode. */
    public int solutionsWanted() {
        return mode == Mode.COUNT ? countLimit : 1;
    }

    @Override
    public String toString() {
        return mode + (mode == Mode.COUNT ? "(" + countLimit + ")" : "") + " within " + timeLimit.toMillis() + " ms"
                + (nodeLimit == Long.MAX_VALUE ? "" : " and " + nodeLimit + " nodes");
    }
}
