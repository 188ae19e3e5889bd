package dev.sudokucompare.core.solve;

import java.util.Objects;

/**
 * The one account of a call's limits: its deadline, its node limit and its cancellation, and which
 * of them stopped the search. The first limit reached is kept and the search stays stopped; its
 * reason is the answer's ("time limit 10000 ms reached", "node limit 500 reached", "cancelled").
 * Each in-process family keeps one per call; what stays with a family is only its library's glue:
 * how it counts nodes and how it makes its search stop, in a class named for it ({@code
 * ChocoLimits}: a Choco stop criterion, {@code JacopLimits}: a JaCoP consistency listener,
 * {@code SatLimits}: Sat4j's timeout flag, {@code CpSatLimits}: CP-SAT's stop; the hand-written
 * families' {@code SearchControl} keeps their bookkeeping beside it). Used by one thread, except
 * {@link #cancellation()}, which any may raise.
 */
public final class Limits {

    private final long deadline;
    private final long timeLimitMillis;
    private final long nodeLimit;
    private final Cancellation cancellation;
    private Runnable onStop = () -> { };
    private String reason;

    /** The limits of {@code request} for a call that began at {@code startNanos} ({@link System#nanoTime()}). */
    public Limits(SolveRequest request, long startNanos) {
        this.deadline = startNanos + request.timeLimit().toNanos();
        this.timeLimitMillis = request.timeLimit().toMillis();
        this.nodeLimit = request.nodeLimit();
        this.cancellation = request.cancellation();
    }

    /** Runs {@code action} once, when a limit first stops the search (a library's own stop). */
    public Limits onStop(Runnable action) {
        this.onStop = Objects.requireNonNull(action);
        return this;
    }

    public Cancellation cancellation() {
        return cancellation;
    }

    /** The most nodes allowed; {@link Long#MAX_VALUE} for no limit. */
    public long nodeLimit() {
        return nodeLimit;
    }

    public boolean limitsNodes() {
        return nodeLimit != Long.MAX_VALUE;
    }

    /** Seconds left before the deadline (0 or less once it has passed). */
    public double secondsLeft() {
        return (deadline - System.nanoTime()) / 1e9;
    }

    /**
     * Checks the cancellation flag, then the clock, now; true once either has run out or a limit
     * stopped the search before. Called before a search too, so a request cancelled before the
     * call searches nothing.
     */
    public boolean outOfTimeOrCancelled() {
        return reached(false, "");
    }

    /**
     * As {@link #outOfTimeOrCancelled()}, with the family's own node count between the two:
     * cancellation first, then {@code atNodeLimit} (the count has reached the limit), then the
     * clock.
     *
     * @param nodeNote how the family counts nodes, said after the node limit's reason, or ""
     */
    public boolean reached(boolean atNodeLimit, String nodeNote) {
        if (reason == null) {
            if (cancellation.isCancelled()) {
                stop("cancelled");
            } else if (atNodeLimit) {
                stop("node limit " + nodeLimit + " reached" + (nodeNote.isEmpty() ? "" : " (" + nodeNote + ")"));
            } else if (System.nanoTime() - deadline > 0) {
                stop(timeLimitReached());
            }
        }
        return reason != null;
    }

    /** Stops the search at the node limit: the family's count would pass it. */
    public void stopAtNodeLimit() {
        if (reason == null) {
            stop("node limit " + nodeLimit + " reached");
        }
    }

    /** The reason of a stop at the time limit, for a library that says its time ran out by its own clock. */
    public String timeLimitReached() {
        return "time limit " + timeLimitMillis + " ms reached";
    }

    /** Which limit stopped the search, or null if none has. */
    public String reason() {
        return reason;
    }

    private void stop(String why) {
        reason = why;
        onStop.run();
    }
}
