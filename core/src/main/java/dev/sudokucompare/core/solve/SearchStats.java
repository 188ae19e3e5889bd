package dev.sudokucompare.core.solve;

/**
 * The effort a solve call took. {@code nodes} counts search nodes (decisions tried),
 * {@code backtracks} the nodes whose subtree failed; {@code fails} is what a CP solver counts
 * as failures (equal to backtracks for the DFS family). Times are in nanoseconds; DFS solvers
 * have no model to build, so their build time is 0.
 */
public record SearchStats(long nodes, long backtracks, long fails, long buildNanos, long searchNanos) {

    public static final SearchStats NONE = new SearchStats(0, 0, 0, 0, 0);

    public long totalNanos() {
        return buildNanos + searchNanos;
    }
}
