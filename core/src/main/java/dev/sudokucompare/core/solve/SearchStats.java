package dev.sudokucompare.core.solve;

/**
 * The effort a solve call took. {@code nodes} counts search nodes (decisions tried; never more
 * than the node limit), {@code backtracks} the nodes whose subtree was finished without the
 * search stopping (so at most the nodes, and all of them after a search that ran out);
 * {@code fails} is what a CP solver counts as failures (equal to backtracks for the DFS family).
 * Times are in nanoseconds; DFS solvers have no model to build, so their build time is 0.
 */
public record SearchStats(long nodes, long backtracks, long fails, long buildNanos, long searchNanos) {

    public static final SearchStats NONE = new SearchStats(0, 0, 0, 0, 0);

    public long totalNanos() {
        return buildNanos + searchNanos;
    }
}
