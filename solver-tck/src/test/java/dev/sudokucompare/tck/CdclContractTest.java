package dev.sudokucompare.tck;

import dev.sudokucompare.core.cdcl.CdclPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;

/** The solver contract against {@code cdcl}: decisions are its nodes; it keeps no trace. */
class CdclContractTest extends SolverContract {

    private final SudokuSolver solver = new CdclPlugin().create("cdcl").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withExactNodeLimit();
    }
}
