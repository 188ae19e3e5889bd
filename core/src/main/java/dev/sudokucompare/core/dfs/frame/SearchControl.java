package dev.sudokucompare.core.dfs.frame;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Limits;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.Objects;

/**
 * The bookkeeping every DFS shares: counts nodes and backtracks, keeps the first solution,
 * and decides when to stop (enough solutions, and the call's {@link Limits}). The clock is
 * read every {@link #CLOCK_EVERY} nodes, so a deadline holds even on anti-brute-force puzzles.
 * Public because the exact-cover search ({@code core.dlx}) keeps the same account.
 */
public final class SearchControl {

    /** Reading the clock costs ~25 ns; every 256 nodes that is noise, and latency stays tiny. */
    public static final int CLOCK_EVERY = 256;

    private final Limits limits;
    private final long nodeLimit;
    private final int solutionsWanted;
    private final SearchTrace trace;

    private long nodes;
    private long backtracks;
    private long found;
    private int[] firstSolution;
    private Grid firstGrid;

    public SearchControl(SolveRequest request, long startNanos) {
        this.limits = new Limits(request, startNanos);
        this.nodeLimit = request.nodeLimit();
        this.solutionsWanted = request.solutionsWanted();
        this.trace = request.trace();
    }

    /** Counts a decision ({@code value} into {@code cell}); true when the search must stop. */
    public boolean enterNode(int cell, int value, int depth) {
        if (enterNode()) {
            return true;
        }
        trace.tried(cell, value, depth);
        return false;
    }

    /** A decision taken back after its subtree failed. */
    public void backtrack(int cell, int value, int depth) {
        backtracks++;
        trace.undone(cell, value, depth);
    }

    /** A value propagation forced (not a decision, not a node), for the trace. */
    public void filled(int cell, int value, int depth) {
        trace.filled(cell, value, depth);
    }

    /** Counts a node without a trace event (a search that keeps no decision account); true when it must stop. */
    public boolean enterNode() {
        long n = ++nodes;
        if (n > nodeLimit) {
            nodes = nodeLimit; // the refused node was never explored: report what was searched
            limits.stopAtNodeLimit();
            return true;
        }
        if ((n & (CLOCK_EVERY - 1)) == 0 && outOfTimeOrCancelled()) {
            nodes--; // refused like the node after a node limit: never explored, so not counted
            return true;
        }
        return false;
    }

    /**
     * Checks the clock and the cancellation flag now; true when the search must stop. Called
     * before the search too, so a request cancelled before the call searches nothing.
     */
    public boolean outOfTimeOrCancelled() {
        return limits.outOfTimeOrCancelled();
    }

    /** Records a solution (copied if it is the first); true when enough have been found. */
    public boolean foundSolution(int[] values) {
        return foundOwnSolution(found == 0 ? values.clone() : values);
    }

    /**
     * Records a solution the caller hands over and never changes again (kept if it is the
     * first); true when enough have been found.
     */
    public boolean foundOwnSolution(int[] values) {
        if (found == 0) {
            firstSolution = values;
        }
        found++;
        return found >= solutionsWanted;
    }

    /**
     * Records a solution given as a grid, which only the first needs (later ones may be null);
     * true when enough have been found.
     */
    public boolean foundSolution(Grid solution) {
        if (found == 0) {
            firstGrid = Objects.requireNonNull(solution, "the first solution");
        }
        found++;
        return found >= solutionsWanted;
    }

    public long found() {
        return found;
    }

    public boolean enoughSolutions() {
        return found >= solutionsWanted;
    }

    /** The statistics of a depth-first call that ended before searching: no model to build, its time search time. */
    public static SearchStats noSearch(long start) {
        return new SearchStats(0, 0, 0, 0, System.nanoTime() - start);
    }

    /** This call's statistics so far: its nodes and backtracks, and all of its time since {@code start} as search time. */
    public SearchStats stats(long start) {
        return new SearchStats(nodes(), backtracks(), backtracks(), 0, System.nanoTime() - start);
    }

    /**
     * How the search ended, as a result: solved (the count exact when the search was not stopped
     * by having enough), stopped by a limit (with the first solution, if any), or exhausted
     * without one.
     */
    public SolveResult result(Grid puzzle, SearchStats stats) {
        Grid solution = found == 0 ? null : firstGrid != null ? firstGrid : Grid.of(puzzle.shape(), firstSolution);
        return SolveResult.afterSearch(solution, found, !enoughSolutions(), limits.reason(),
                "no completion exists (search exhausted)", stats, "");
    }

    /** Nodes entered so far (never more than the node limit). */
    public long nodes() {
        return nodes;
    }

    /** Counts {@code count} decisions taken back without trace events (a search that copies its board per level). */
    public void addBacktracks(long count) {
        backtracks += count;
    }

    /** Decisions taken back after their subtree was finished. */
    public long backtracks() {
        return backtracks;
    }
}
