package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.loop.monitors.IMonitorContradiction;
import org.chocosolver.solver.search.loop.monitors.IMonitorDownBranch;
import org.chocosolver.util.criteria.Criterion;

/**
 * One stop criterion for the request's time limit, node limit and cancellation. Choco ignores
 * {@link Thread#interrupt()}, so cancellation must come through a criterion it polls; keeping
 * all three here also tells which one stopped the search.
 *
 * <p>The node limit is exact, as in the DFS family: a search that needs k nodes finishes under a
 * limit of k, and under k-1 stops with k-1 nodes searched. Choco checks its criteria before each
 * step of its loop but still takes that step, so a criterion met once the count reaches the limit
 * would stop a search that needs no further node. Instead, as a monitor, this notes when a branch
 * propagates without failing at the limit: Choco's next step opens another node, which is the
 * one refused. Choco counts it when it opens it, but never propagates it, so
 * {@link #nodes} reports the limit.
 */
final class SearchLimit implements Criterion, IMonitorDownBranch, IMonitorContradiction {

    private final Solver solver;
    private final long deadline;
    private final long nodeLimit;
    private final long timeLimitMillis;
    private final Cancellation cancellation;
    private boolean branchFailed;
    private boolean nodeRefused;
    private String reason;

    SearchLimit(Solver solver, SolveRequest request, long startNanos) {
        this.solver = solver;
        this.deadline = startNanos + request.timeLimit().toNanos();
        this.timeLimitMillis = request.timeLimit().toMillis();
        this.nodeLimit = request.nodeLimit();
        this.cancellation = request.cancellation();
    }

    @Override
    public void beforeDownBranch(boolean left) {
        branchFailed = false;
    }

    @Override
    public void onContradiction(ContradictionException cex) {
        branchFailed = true;
    }

    @Override
    public void afterDownBranch(boolean left) {
        // A branch that holds opens a node next; at the limit, that node is one too many.
        if (!branchFailed && solver.getNodeCount() >= nodeLimit) {
            nodeRefused = true;
        }
    }

    @Override
    public boolean isMet() {
        if (reason == null) {
            if (cancellation.isCancelled()) {
                reason = "cancelled";
            } else if (nodeRefused) {
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

    /** The nodes searched: Choco's count, less the node refused at the limit (opened, never propagated). */
    long nodes() {
        return Math.min(solver.getNodeCount(), nodeLimit);
    }
}
