package dev.sudokucompare.sat;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.Lbool;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.SearchListenerAdapter;

/**
 * Hears Sat4j's search: counts decisions (our nodes) and conflicts, and stops the search through
 * Sat4j's own timeout flag ({@link ISolverService#stop()}, which its search loop polls) when the
 * deadline passes, the request is cancelled, or a decision would exceed the node limit. That
 * decision is refused: Sat4j leaves its loop before propagating it, and it is not counted, so a
 * node limit of N reports exactly N decisions. The clock is read at every decision and after
 * every conflict's backjump; between two of those Sat4j only propagates, which is bounded by the
 * formula's size.
 */
final class SearchLimits extends SearchListenerAdapter<ISolverService> {

    private static final long serialVersionUID = 1L;

    private final long deadline;
    private final long timeLimitMillis;
    private final long nodeLimit;
    private final transient Cancellation cancellation;
    private transient ISolverService service;
    private long decisions;
    private long conflicts;
    /** Counted decisions still on the trail, and the solver's decision level at the last conflict. */
    private long open;
    private long undone;
    private int levelAtConflict;
    private String reason;

    SearchLimits(SolveRequest request, long startNanos) {
        this.deadline = startNanos + request.timeLimit().toNanos();
        this.timeLimitMillis = request.timeLimit().toMillis();
        this.nodeLimit = request.nodeLimit();
        this.cancellation = request.cancellation();
    }

    @Override
    public void init(ISolverService solverService) {
        this.service = solverService;
    }

    @Override
    public void assuming(int literal) {
        if (reason == null && !outOfTimeOrCancelled()) {
            if (decisions == nodeLimit) {
                stop("node limit " + nodeLimit + " reached");
            } else {
                decisions++;
                open++;
            }
        }
    }

    @Override
    public void conflictFound(IConstr confl, int decisionLevel, int trailLevel) {
        conflicts++;
        levelAtConflict = decisionLevel;
    }

    /**
     * After a conflict's backjump, the safe place to stop: stopping inside {@link #conflictFound}
     * makes Sat4j drop its conflict counter just before it uses it (a NullPointerException).
     */
    @Override
    public void backjump(int backjumpLevel) {
        takeBack(Math.max(0, levelAtConflict - backjumpLevel));
        outOfTimeOrCancelled();
    }

    /** A restart takes back every decision on the trail. */
    @Override
    public void restarting() {
        takeBack(open);
    }

    /** A new solver call (the next count) starts from an empty trail. */
    @Override
    public void start() {
        takeBack(open);
    }

    /** Unsatisfiable: the search ran out, every decision was taken back. */
    @Override
    public void end(Lbool result) {
        if (result == Lbool.FALSE) {
            takeBack(open);
        }
    }

    /** Decisions undone: with a learnt clause a backjump can skip several levels at once. */
    private void takeBack(long levels) {
        long n = Math.min(open, levels);
        open -= n;
        undone += n;
    }

    /** Checks the flag and the clock now (also between solver calls); true, and the search stopped, when one has run out. */
    boolean outOfTimeOrCancelled() {
        if (reason != null) {
            return true;
        }
        if (cancellation.isCancelled()) {
            stop("cancelled");
        } else if (System.nanoTime() - deadline > 0) {
            stop("time limit " + timeLimitMillis + " ms reached");
        }
        return reason != null;
    }

    private void stop(String why) {
        reason = why;
        if (service != null) {
            service.stop();
        }
    }

    long decisions() {
        return decisions;
    }

    long conflicts() {
        return conflicts;
    }

    /** Decisions taken back: the contract's backtracks (a decision whose subtree is finished). */
    long decisionsUndone() {
        return undone;
    }

    /** Which limit stopped the search, or null. */
    String reason() {
        return reason;
    }
}
