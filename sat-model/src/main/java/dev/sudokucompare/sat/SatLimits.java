package dev.sudokucompare.sat;

import dev.sudokucompare.core.solve.Limits;
import dev.sudokucompare.core.solve.SolveRequest;
import org.sat4j.specs.IConstr;
import org.sat4j.specs.Lbool;
import org.sat4j.specs.ISolverService;
import org.sat4j.specs.SearchListenerAdapter;

/**
 * Hears Sat4j's search: counts decisions (our nodes) and conflicts, and stops the search through
 * Sat4j's own timeout flag ({@link ISolverService#stop()}, which its search loop polls) when the
 * call's {@link Limits} say so: the deadline passes, the request is cancelled, or a decision would
 * exceed the node limit. That
 * decision is refused: Sat4j leaves its loop before propagating it, and it is not counted, so a
 * node limit of N reports exactly N decisions. The clock is read at every decision and after
 * every conflict's backjump; between two of those Sat4j only propagates, which is bounded by the
 * formula's size.
 */
final class SatLimits extends SearchListenerAdapter<ISolverService> {

    private static final long serialVersionUID = 1L;

    private final transient Limits limits;
    private transient ISolverService service;
    private long decisions;
    private long conflicts;
    /** Counted decisions still on the trail, and the solver's decision level at the last conflict. */
    private long open;
    private long undone;
    private int levelAtConflict;

    SatLimits(SolveRequest request, long startNanos) {
        this.limits = new Limits(request, startNanos).onStop(() -> {
            if (service != null) {
                service.stop();
            }
        });
    }

    @Override
    public void init(ISolverService solverService) {
        this.service = solverService;
    }

    @Override
    public void assuming(int literal) {
        if (!outOfTimeOrCancelled()) {
            if (decisions == limits.nodeLimit()) {
                limits.stopAtNodeLimit();
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
        return limits.outOfTimeOrCancelled();
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
        return limits.reason();
    }
}
