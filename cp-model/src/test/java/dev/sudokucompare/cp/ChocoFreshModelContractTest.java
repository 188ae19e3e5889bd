package dev.sudokucompare.cp;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;

/** The solver contract against {@code choco:model=fresh}. */
class ChocoFreshModelContractTest extends SolverContract {

    private final SudokuSolver solver = ChocoSolver.fromSpec("choco:model=fresh").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withExactNodeLimit();
    }
}
