package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;

/**
 * The solver contract against {@code cpsat}. It declares no node counts: CP-SAT bounds conflicts,
 * not branches, so a node limit is honoured only approximately (see the README).
 */
class CpSatContractTest extends SolverContract {

    private final SudokuSolver solver = CpSatSolver.fromSpec("cpsat").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults();
    }
}
