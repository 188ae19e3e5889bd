package dev.sudokucompare.cpsat;

import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;

/**
 * LEXMIN as a lexicographic optimisation, one open cell at a time in row-major order: minimise the
 * cell's value with every earlier cell fixed to its already proved value, then fix it to the
 * optimum. Each step's answer is CP-SAT's proof of optimality (status OPTIMAL), whatever search and
 * however many workers found it, so the result is the smallest completion by induction over the
 * cells. A cell whose value in the best known completion is 1 needs no solve. Each step is hinted
 * with that completion, so CP-SAT starts from a solution and only has to prove the bound.
 */
final class OptimisedLexmin {

    private final Grid puzzle;
    private final int workers;
    private final Budget budget;
    private final long start;
    private long branches;
    private long conflicts;
    private long searchNanos;

    OptimisedLexmin(Grid puzzle, int workers, Budget budget, long start) {
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
        for (int cell = 0; cell < cells.length; cell++) {
            if (puzzle.get(cell) == 0 && best[cell] > 1) {
                model.model().minimize(cells[cell]);
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
            }
            model.model().addEquality(cells[cell], best[cell]);
        }
        return new SolveResult(Status.SOLVED, Grid.of(puzzle.shape(), best), 1, false, stats(),
                "lexmin by optimisation: " + solves + " CP-SAT solves");
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
