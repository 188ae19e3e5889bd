package dev.sudokucompare.solvers;

import dev.sudokucompare.core.cdcl.CdclSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/** Hand-written conflict-driven clause learning, from core. */
public final class CdclProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return CdclSolvers.byName(spec);
    }

    @Override
    public Map<String, String> describe() {
        return CdclSolvers.descriptions();
    }
}
