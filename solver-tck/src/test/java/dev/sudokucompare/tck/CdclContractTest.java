package dev.sudokucompare.tck;

import dev.sudokucompare.core.cdcl.CdclSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;

/** The solver contract against {@code cdcl}: decisions are its nodes; it keeps no trace. */
class CdclContractTest extends SolverContract {

    private final SudokuSolver solver = CdclSolvers.byName("cdcl").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withExactNodeLimit();
    }
}
