package dev.sudokucompare.cpsat;

import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.Arrays;

/**
 * LEXMIN as a lexicographic optimisation in row-major order, a block of open cells at a time: with
 * every earlier cell fixed to its already proved value, minimise the block's cells read as the
 * digits of one base-N number (as many cells as fit in CP-SAT's 64-bit objective: 15 for 9x9),
 * then fix the block to the optimum. Each step's answer is CP-SAT's proof of optimality (status
 * OPTIMAL), whatever search and however many workers found it, so the result is the smallest
 * completion by induction over the blocks. Steps are skipped for cells whose value in the best known
 * completion is already the smallest their fixed neighbours leave free (no completion with the same
 * earlier cells can go lower). Each step is hinted with that completion, so CP-SAT starts from a
 * solution and only has to prove the bound.
 */
final class OptimisedLexmin {

    /** The largest weight an objective term gets: far inside CP-SAT's 62-bit integers, with room for the sum. */
    private static final long MAX_WEIGHT = 1L << 48;

    private final Grid puzzle;
    private final int workers;
    private final CpSatLimits budget;
    private final long start;
    private long branches;
    private long conflicts;
    private long searchNanos;

    OptimisedLexmin(Grid puzzle, int workers, CpSatLimits budget, long start) {
        this.puzzle = puzzle;
        this.workers = workers;
        this.budget = budget;
        this.start = start;
    }

    SolveResult solve() {
        SudokuCpModel model = SudokuCpModel.of(puzzle);
        IntVar[] cells = model.cells();
        SolveCall.Outcome any = step(model);
        if (any.infeasible()) {
            return SolveResult.noSolution("no completion exists (CP-SAT proved it infeasible)", stats());
        }
        if (any.stopReason() != null || any.latest() == null) {
            return stopped(any);
        }
        int[] best = any.latest();
        int solves = 1;
        int cell = 0;
        while (cell < cells.length) {
            if (puzzle.get(cell) != 0 || best[cell] == smallestFree(best, cell)) {
                model.model().addEquality(cells[cell], best[cell]);
                cell++;
                continue;
            }
            int[] block = openCellsFrom(cell);
            model.model().minimize(lexicographicWeight(cells, block));
            model.model().clearHints();
            for (int i = 0; i < cells.length; i++) {
                model.model().addHint(cells[i], best[i]);
            }
            SolveCall.Outcome o = step(model);
            solves++;
            if (o.status() != CpSolverStatus.OPTIMAL) {
                return stopped(o);
            }
            best = o.latest();
            int last = block[block.length - 1];
            for (; cell <= last; cell++) {
                model.model().addEquality(cells[cell], best[cell]);
            }
        }
        return new SolveResult(Status.SOLVED, Grid.of(puzzle.shape(), best), 1, false, stats(),
                "lexmin by optimisation: " + solves + " CP-SAT solves");
    }

    /** The next open cells from {@code cell} on, as many as one objective can order exactly. */
    private int[] openCellsFrom(int cell) {
        int n = puzzle.size();
        int capacity = 1;
        for (long weight = n; weight <= MAX_WEIGHT / n; weight *= n) {
            capacity++;
        }
        int[] block = new int[capacity];
        int count = 0;
        for (int c = cell; c < puzzle.shape().cellCount() && count < capacity; c++) {
            if (puzzle.get(c) == 0) {
                block[count++] = c;
            }
        }
        return Arrays.copyOf(block, count);
    }

    /**
     * The block's values as the digits of one number in base N, first cell most significant:
     * {@code sum x_j N^(k-1-j)} is, up to a constant, {@code sum (x_j - 1) N^(k-1-j)} with every digit
     * {@code x_j - 1} in 0..N-1, so it orders completions exactly as the block's row-major order does.
     */
    private LinearExpr lexicographicWeight(IntVar[] cells, int[] block) {
        long[] weights = new long[block.length];
        IntVar[] vars = new IntVar[block.length];
        long weight = 1;
        for (int j = block.length - 1; j >= 0; j--) {
            vars[j] = cells[block[j]];
            weights[j] = weight;
            weight *= puzzle.size();
        }
        return LinearExpr.weightedSum(vars, weights);
    }

    /**
     * A lower bound on the cell's value: the smallest value that no given and no earlier (already
     * fixed) cell of its row, column or box holds. When the best completion reaches it, no solve is needed.
     */
    private int smallestFree(int[] best, int cell) {
        boolean[] taken = new boolean[puzzle.size() + 1];
        for (int unit : puzzle.shape().unitsOf(cell)) {
            for (int other : puzzle.shape().unitCells(unit)) {
                if (other < cell || puzzle.get(other) != 0) {
                    taken[best[other]] = true;
                }
            }
        }
        int value = 1;
        while (value < puzzle.size() && taken[value]) {
            value++;
        }
        return value;
    }

    private SolveCall.Outcome step(SudokuCpModel model) {
        long t0 = System.nanoTime();
        SolveCall.Outcome o = SolveCall.run(model, workers, p -> { }, Long.MAX_VALUE, budget);
        searchNanos += System.nanoTime() - t0;
        branches += o.branches();
        conflicts += o.conflicts();
        return o;
    }

    private SolveResult stopped(SolveCall.Outcome o) {
        String why = o.stopReason() != null ? o.stopReason() : "CP-SAT gave " + o.status() + ": " + o.solverInfo();
        return new SolveResult(o.invalid() ? Status.ERROR : Status.LIMIT, null, 0, false, stats(), why);
    }

    /** Build time is everything but the solves: making the model, and fixing and hinting cells. */
    private SearchStats stats() {
        long total = System.nanoTime() - start;
        return new SearchStats(branches, conflicts, conflicts, total - searchNanos, searchNanos);
    }
}
