package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import org.chocosolver.solver.Solver;
import org.chocosolver.util.criteria.Criterion;

/**
 * One stop criterion for the request's time limit, node limit and cancellation. Choco ignores
 * {@link Thread#interrupt()}, so cancellation must come through a criterion it polls; keeping
 * all three here also tells which one stopped the search.
 */
final class SearchLimit implements Criterion {

    private final Solver solver;
    private final long deadline;
    private final long nodeLimit;
    private final long timeLimitMillis;
    private final Cancellation cancellation;
    private String reason;

    SearchLimit(Solver solver, SolveRequest request, long startNanos) {
        this.solver = solver;
        this.deadline = startNanos + request.timeLimit().toNanos();
        this.timeLimitMillis = request.timeLimit().toMillis();
        this.nodeLimit = request.nodeLimit();
        this.cancellation = request.cancellation();
    }

    @Override
    public boolean isMet() {
        if (reason == null) {
            if (cancellation.isCancelled()) {
                reason = "cancelled";
            } else if (solver.getNodeCount() >= nodeLimit) {
                reason = "node limit " + nodeLimit + " reached";
            } else if (System.nanoTime() - deadline > 0) {
                reason = "time limit " + timeLimitMillis + " ms reached";
            }
        }
        return reason != null;
    }

    /** Which limit stopped the search, or null if none did. */
    String reason() {
        return reason;
    }
}
