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
    protected SolveResult search(Grid puzzle, SolveRequest request, Call call) {
        SearchControl control = new SearchControl(request, call.start());
        call.statsSoFar(() -> stats(control, call));
        CoverMatrix matrix = CoverMatrix.of(puzzle);
        call.searchStarts();
        // A request cancelled (or out of time) before the search starts searches nothing.
        if (!control.outOfTimeOrCancelled()) {
            new CoverSearch(matrix, puzzle.toArray(), control, request.mode() == Mode.LEXMIN).run();
        }
        return control.result(puzzle, stats(control, call));
    }

    private static SearchStats stats(SearchControl control, Call call) {
        return call.stats(control.nodes(), control.backtracks(), control.backtracks());
    }
}
