package dev.sudokucompare.sat;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;

/** The solver contract against {@code sat} (decisions are its nodes; the node limit bounds them exactly). */
class SatContractTest extends SolverContract {

    private final SudokuSolver solver = SatSolver.fromSpec("sat").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withExactNodeLimit();
    }
}
