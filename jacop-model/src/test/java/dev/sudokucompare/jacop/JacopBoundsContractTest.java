package dev.sudokucompare.jacop;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;

/** The solver contract (the kit every family runs) against {@code jacop:consistency=bounds}. */
class JacopBoundsContractTest extends SolverContract {

    private final SudokuSolver solver = JacopSolver.fromSpec("jacop:consistency=bounds").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withNodeCounts();
    }
}
