package dev.sudokucompare.cp;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Objects;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;

/**
 * The Choco model behind the solver contract. Each call builds its own model (Choco models are
 * not thread-safe), so one instance may serve several threads. Model building and search are
 * timed apart: the build is the price of the modelling layer, the search is what propagation buys.
 */
public final class ChocoSolver implements SudokuSolver {

    private final ChocoOptions options;

    public ChocoSolver(ChocoOptions options) {
        this.options = Objects.requireNonNull(options);
    }

    /** The solver a spec names ({@code choco}, {@code choco:consistency=BC,...}), if it is Choco's. */
    public static java.util.Optional<SudokuSolver> fromSpec(String spec) {
        return ChocoOptions.parseSpec(spec).map(ChocoSolver::new);
    }

    public ChocoOptions options() {
        return options;
    }

    @Override
    public String name() {
        return options.spec();
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            return SolveResult.noSolution("conflicting givens: " + conflicts.get(0).describe(),
                    new SearchStats(0, 0, 0, System.nanoTime() - start, 0));
        }
        Solver solver = null;
        long searchStart = start;
        try {
            SudokuModel model = SudokuModel.of(puzzle, options.consistency());
            solver = model.model().getSolver();
            effectiveStrategy(request).install(solver, model.cells());
            SearchLimit limit = new SearchLimit(solver, request, start);
            solver.addStopCriterion(limit);
            searchStart = System.nanoTime();
            return search(puzzle, request, model, solver, limit, searchStart - start);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            long now = System.nanoTime();
            return SolveResult.error(e.getClass().getSimpleName() + ": " + e.getMessage(),
                    stats(solver, searchStart - start, solver == null ? 0 : now - searchStart));
        }
    }

    /** LEXMIN needs row-major, smallest-value-first branching whatever search was chosen. */
    Strategy effectiveStrategy(SolveRequest request) {
        return request.mode() == Mode.LEXMIN ? Strategy.INPUT_ORDER : options.strategy();
    }

    private SolveResult search(Grid puzzle, SolveRequest request, SudokuModel model, Solver solver,
            SearchLimit limit, long buildNanos) {
        long searchStart = System.nanoTime();
        int wanted = request.solutionsWanted();
        long found = 0;
        int[] first = null;
        boolean exhausted = false;
        while (found < wanted) {
            if (!solver.solve()) {
                // The search state, not the criterion, says whether the tree was exhausted.
                exhausted = solver.getSearchState() == SearchState.TERMINATED;
                break;
            }
            if (found++ == 0) {
                first = model.values();
            }
        }
        SearchStats stats = stats(solver, buildNanos, System.nanoTime() - searchStart);
        String stopped = exhausted || found >= wanted ? null
                : Objects.requireNonNullElse(limit.reason(), "search stopped (" + solver.getSearchState() + ")");
        String note = lexminNote(request);
        if (found == 0) {
            return stopped != null
                    ? new SolveResult(Status.LIMIT, null, 0, false, stats, stopped)
                    : SolveResult.noSolution("no completion exists (search exhausted)", stats);
        }
        Grid solution = Grid.of(puzzle.shape(), first);
        return stopped != null
                ? new SolveResult(Status.LIMIT, solution, found, false, stats, stopped)
                : new SolveResult(Status.SOLVED, solution, found, exhausted, stats, note);
    }

    private String lexminNote(SolveRequest request) {
        return request.mode() == Mode.LEXMIN && options.strategy() != Strategy.INPUT_ORDER
                ? "lexmin searched with inputOrder (row-major, smallest value first), not "
                        + options.strategy().specName()
                : "";
    }

    private static SearchStats stats(Solver solver, long buildNanos, long searchNanos) {
        return solver == null
                ? new SearchStats(0, 0, 0, buildNanos, searchNanos)
                : new SearchStats(solver.getNodeCount(), solver.getBackTrackCount(), solver.getFailCount(),
                        buildNanos, searchNanos);
    }

    @Override
    public String toString() {
        return name();
    }
}
