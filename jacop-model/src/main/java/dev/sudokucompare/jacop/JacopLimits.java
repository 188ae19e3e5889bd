package dev.sudokucompare.jacop;

import dev.sudokucompare.core.solve.Limits;
import dev.sudokucompare.core.solve.SolveRequest;
import org.jacop.search.ConsistencyListener;
import org.jacop.search.DepthFirstSearch;

/**
 * The call's {@link Limits} as JaCoP's glue. JaCoP calls this after each propagation of a node;
 * once a limit is reached it answers "inconsistent" for every node after, so the search fails
 * its way out without opening anything new (JaCoP ignores {@link Thread#interrupt()}, and its own
 * time-out is checked on its clock only). The node limit is JaCoP's node count reaching it.
 */
final class JacopLimits implements ConsistencyListener {

    private final Limits limits;
    private final DepthFirstSearch<?> search;
    /** JaCoP's node count when a limit stopped the search; -1 while none has. */
    private long nodesAtStop = -1;

    JacopLimits(DepthFirstSearch<?> search, SolveRequest request, long startNanos) {
        this.search = search;
        this.limits = new Limits(request, startNanos);
    }

    /** True when the search must not start at all (cancelled before the call, or out of time). */
    boolean stoppedBefore() {
        return limits.outOfTimeOrCancelled();
    }

    @Override
    public boolean executeAfterConsistency(boolean consistent) {
        if (nodesAtStop < 0 && limits.reached(search.getNodes() >= limits.nodeLimit(), "")) {
            nodesAtStop = Math.min(search.getNodes(), limits.nodeLimit());
        }
        return consistent && nodesAtStop < 0;
    }

    @Override
    public void setChildrenListeners(ConsistencyListener[] children) {
        // No child searches: the model has one.
    }

    @Override
    public void setChildrenListeners(ConsistencyListener child) {
        // No child searches: the model has one.
    }

    /** Which limit stopped the search, or null if none did. */
    String reason() {
        return limits.reason();
    }

    /** The nodes searched: after a stop, those JaCoP opened on its way out were refused, not searched. */
    long nodes() {
        return nodesAtStop >= 0 ? nodesAtStop : search.getNodes();
    }
}
