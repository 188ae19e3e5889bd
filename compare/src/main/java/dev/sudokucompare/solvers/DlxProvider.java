package dev.sudokucompare.solvers;

import dev.sudokucompare.core.dlx.DlxSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/** Exact cover by dancing links, from core. */
public final class DlxProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return DlxSolvers.byName(spec);
    }

    @Override
    public Map<String, String> describe() {
        return DlxSolvers.descriptions();
    }
}
