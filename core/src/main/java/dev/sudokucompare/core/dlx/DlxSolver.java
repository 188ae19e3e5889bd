package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.solve.frame.SolverFrame;
import java.util.Optional;

/**
 * Dancing links behind the solver contract. Each call builds its own matrix (so one instance
 * serves many threads); the build (conflict check and matrix) and the search are timed apart.
 */
final class DlxSolver extends SolverFrame {

    private DlxSolver(String name) {
        super(name);
    }

    /** The solver of {@code spec}, if it is this family's (its one name, no options). */
    static Optional<SudokuSolver> fromSpec(String spec) {
        return DlxPlugin.NAME.equals(spec) ? Optional.of(new DlxSolver(spec)) : Optional.empty();
    }

    /** Every row tried is a decision reported to the trace, like the DFS ladder's placements. */
    @Override
    public Capabilities capabilities() {
        return Capabilities.IN_PROCESS.withTracesDecisions(true);
    }

    @Override
    protected SolveResult search(Grid puzzle, SolveRequest request, long start) {
        SearchControl control = new SearchControl(request, start);
        long searchStart = start;
        try {
            CoverMatrix matrix = CoverMatrix.of(puzzle);
            searchStart = System.nanoTime();
            // A request cancelled (or out of time) before the search starts searches nothing.
            if (!control.outOfTimeOrCancelled()) {
                new CoverSearch(matrix, puzzle.toArray(), control, request.mode() == Mode.LEXMIN).run();
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return SolveResult.error(e, stats(control, start, searchStart));
        }
        return control.result(puzzle, stats(control, start, searchStart));
    }

    private static SearchStats stats(SearchControl control, long start, long searchStart) {
        return new SearchStats(control.nodes(), control.backtracks(), control.backtracks(),
                searchStart - start, System.nanoTime() - searchStart);
    }
}
