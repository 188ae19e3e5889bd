package dev.sudokucompare.core.solve;

/**
 * The effort a solve call took. {@code nodes} counts search nodes (decisions tried; never more
 * than the node limit), {@code backtracks} the nodes whose subtree was finished without the
 * search stopping (so at most the nodes, and all of them after a search that ran out);
 * {@code fails} is what a CP solver counts as failures (equal to backtracks for the DFS family).
 * Times are in nanoseconds. A solver with a model (exact cover, CP, SAT) counts everything before
 * its search as build time, checking the givens included, even when they clash and no model is
 * built; DFS solvers have no model to build, so their build time is always 0 and all their time,
 * a clash found in the givens included, is search time.
 */
public record SearchStats(long nodes, long backtracks, long fails, long buildNanos, long searchNanos) {

    public static final SearchStats NONE = new SearchStats(0, 0, 0, 0, 0);

    public long totalNanos() {
        return buildNanos + searchNanos;
    }
}
