package dev.sudokucompare.cp;

import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.loop.monitors.IMonitorOpenNode;
import org.chocosolver.solver.search.loop.monitors.IMonitorRestart;
import org.chocosolver.solver.search.loop.monitors.IMonitorUpBranch;
import org.chocosolver.solver.search.strategy.decision.DecisionPath;

/**
 * Counts backtracks as the solver contract defines them: nodes whose subtree is finished without
 * the search stopping. Choco's own backtrack count is the number of worlds it pops (a failed left
 * branch, then its refutation, each pop one), up to about twice the nodes; this monitor counts
 * instead the decisions Choco drops from its path for good, plus the solution leaves the search
 * moves on from. Each node is finished at most once, so the count never exceeds the nodes, and
 * after an exhausted search every node is finished. One instance per call.
 */
final class FinishedNodes implements IMonitorOpenNode, IMonitorUpBranch, IMonitorRestart {

    private final DecisionPath path;
    /** The path's length at the last event. */
    private int observed;
    /** The latest node opened no decision (a solution leaf) and the search has not moved on yet. */
    private boolean atLeaf;
    private long finished;

    FinishedNodes(Solver solver) {
        this.path = solver.getDecisionPath();
        this.observed = path.size();
    }

    @Override
    public void beforeOpenNode() {
        observed = path.size();
    }

    @Override
    public void afterOpenNode() {
        atLeaf = path.size() == observed;
        observed = path.size();
    }

    @Override
    public void beforeUpBranch() {
        leaveLeaf();
    }

    @Override
    public void afterUpBranch() {
        dropDecisions();
    }

    @Override
    public void beforeRestart() {
        leaveLeaf();
    }

    @Override
    public void afterRestart() {
        dropDecisions();
    }

    /** The search moves on from where it stood: a leaf there is finished. */
    private void leaveLeaf() {
        if (atLeaf) {
            finished++;
            atLeaf = false;
        }
        observed = path.size();
    }

    /** Decisions gone from the path since the last event had their whole subtree searched. */
    private void dropDecisions() {
        int size = path.size();
        if (size < observed) {
            finished += observed - size;
        }
        observed = size;
    }

    long finished() {
        return finished;
    }
}
