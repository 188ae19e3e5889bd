package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.Limits;
import dev.sudokucompare.core.solve.SolveRequest;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.search.loop.monitors.IMonitorContradiction;
import org.chocosolver.solver.search.loop.monitors.IMonitorDownBranch;
import org.chocosolver.util.criteria.Criterion;

/**
 * The call's {@link Limits} as one Choco stop criterion. Choco ignores
 * {@link Thread#interrupt()}, so cancellation must come through a criterion it polls; the limits'
 * account also tells which one stopped the search. What is Choco's here is only when a node is one
 * too many.
 *
 * <p>The node limit is exact, as in the DFS family: a search that needs k nodes finishes under a
 * limit of k, and under k-1 stops with k-1 nodes searched. Choco checks its criteria before each
 * step of its loop but still takes that step, so a criterion met once the count reaches the limit
 * would stop a search that needs no further node. Instead, as a monitor, this notes when a branch
 * propagates without failing at the limit: Choco's next step opens another node, which is the
 * one refused. Choco counts it when it opens it, but never propagates it, so
 * {@link #nodes} reports the limit.
 */
final class ChocoLimits implements Criterion, IMonitorDownBranch, IMonitorContradiction {

    private final Solver solver;
    private final Limits limits;
    private boolean branchFailed;
    private boolean nodeRefused;

    ChocoLimits(Solver solver, SolveRequest request, long startNanos) {
        this.solver = solver;
        this.limits = new Limits(request, startNanos);
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
        if (!branchFailed && solver.getNodeCount() >= limits.nodeLimit()) {
            nodeRefused = true;
        }
    }

    @Override
    public boolean isMet() {
        return limits.reached(nodeRefused, "");
    }

    /** Which limit stopped the search, or null if none did. */
    String reason() {
        return limits.reason();
    }

    /** The nodes searched: Choco's count, less the node refused at the limit (opened, never propagated). */
    long nodes() {
        return Math.min(solver.getNodeCount(), limits.nodeLimit());
    }
}
