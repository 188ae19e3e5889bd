package org.example.mysolver;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;

/**
 * Plain backtracking over a grid of any shape: at each step the cell with the fewest candidates
 * (in LEXMIN mode a forced cell, else the first empty cell in row-major order, so the first
 * solution found is the smallest), its values in ascending order. Each value tried is a node;
 * the node limit is exact. All state lives in one {@link Search} per call, so one instance may
 * be called from several threads at once.
 */
public final class NaiveSolver implements SudokuSolver {

    @Override
    public String name() {
        return "my-solver";
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            return SolveResult.conflictingGivens(conflicts, SearchStats.NONE);
        }
        if (request.cancellation().isCancelled()) {
            return SolveResult.limit("cancelled before the search", SearchStats.NONE);
        }
        Search search = new Search(puzzle, request, start);
        try {
            search.run();
        } catch (Stop stop) {
            // A limit ended the search; what was found so far is kept below.
        }
        SearchStats stats = new SearchStats(search.nodes, search.backtracks, search.fails, 0, System.nanoTime() - start);
        if (search.stoppedBy != null) {
            return SolveResult.limit(search.first, search.found, search.stoppedBy, stats);
        }
        if (search.found == 0) {
            return SolveResult.noSolution("the search found no completion", stats);
        }
        boolean exact = request.mode() != Mode.COUNT || search.found < request.countLimit();
        return SolveResult.solved(search.first, search.found, request.mode() == Mode.COUNT && exact, stats,
                search.found + " solution(s)");
    }

    /** Thrown to unwind the recursion when a limit stops the search. */
    private static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stop() {
            super(null, null, false, false);
        }
    }

    /** One call's search: the values, what each row, column and box already holds, the counters. */
    private static final class Search {
        private final Shape shape;
        private final int n;
        private final int[] values;
        private final long[] rows;
        private final long[] cols;
        private final long[] boxes;
        private final SolveRequest request;
        private final long start;
        private final long limitNanos;
        private final int wanted;
        long nodes;
        long backtracks;
        long fails;
        long found;
        Grid first;
        String stoppedBy;

        Search(Grid puzzle, SolveRequest request, long start) {
            this.shape = puzzle.shape();
            this.n = shape.size();
            this.values = puzzle.toArray();
            this.rows = new long[n];
            this.cols = new long[n];
            this.boxes = new long[n];
            this.request = request;
            this.start = start;
            // Durations beyond a year are "no limit" (and would overflow a count of nanoseconds).
            this.limitNanos = request.timeLimit().compareTo(Duration.ofDays(365)) > 0 ? Long.MAX_VALUE
                    : request.timeLimit().toNanos();
            this.wanted = request.solutionsWanted();
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] != 0) {
                    place(cell, values[cell]);
                }
            }
        }

        /** Fills the grid; true when no more solutions are wanted. */
        boolean run() {
            int cell = chooseCell();
            if (cell == -1) {
                found++;
                if (first == null) {
                    first = Grid.of(shape, values.clone());
                }
                return found >= wanted;
            }
            if (cell == -2) {
                fails++;
                return false;
            }
            long free = candidates(cell);
            for (int v = 1; v <= n; v++) {
                if ((free & bit(v)) == 0) {
                    continue;
                }
                enterNode();
                place(cell, v);
                if (run()) {
                    return true;
                }
                remove(cell, v);
                backtracks++;
            }
            return false;
        }

        /** Refuses the node after the node limit, and stops at the time limit or a cancellation. */
        private void enterNode() {
            if (nodes >= request.nodeLimit()) {
                stop("node limit of " + request.nodeLimit() + " reached");
            }
            if (System.nanoTime() - start > limitNanos) {
                stop("time limit of " + request.timeLimit().toMillis() + " ms reached");
            }
            if (request.cancellation().isCancelled()) {
                stop("cancelled");
            }
            nodes++;
        }

        private void stop(String why) {
            stoppedBy = why;
            throw new Stop();
        }

        /** The cell to branch on; -1 when the grid is full, -2 when an empty cell has no candidate. */
        private int chooseCell() {
            int best = -1;
            int bestCount = Integer.MAX_VALUE;
            int firstEmpty = -1;
            for (int cell = 0; cell < values.length; cell++) {
                if (values[cell] != 0) {
                    continue;
                }
                int count = Long.bitCount(candidates(cell));
                if (count == 0) {
                    return -2;
                }
                if (firstEmpty == -1) {
                    firstEmpty = cell;
                }
                if (count < bestCount) {
                    best = cell;
                    bestCount = count;
                }
            }
            // In LEXMIN a forced cell may go first (it holds one value in every completion below),
            // anything else must follow row-major order.
            return request.mode() == Mode.LEXMIN && bestCount > 1 ? firstEmpty : best;
        }

        private long candidates(int cell) {
            int r = shape.row(cell);
            int c = shape.col(cell);
            long all = n == 64 ? -1L : (1L << n) - 1;
            return all & ~(rows[r] | cols[c] | boxes[shape.boxOf(r, c)]);
        }

        private void place(int cell, int v) {
            int r = shape.row(cell);
            int c = shape.col(cell);
            values[cell] = v;
            rows[r] |= bit(v);
            cols[c] |= bit(v);
            boxes[shape.boxOf(r, c)] |= bit(v);
        }

        private void remove(int cell, int v) {
            int r = shape.row(cell);
            int c = shape.col(cell);
            values[cell] = 0;
            rows[r] &= ~bit(v);
            cols[c] &= ~bit(v);
            boxes[shape.boxOf(r, c)] &= ~bit(v);
        }

        private static long bit(int v) {
            return 1L << (v - 1);
        }
    }
}
