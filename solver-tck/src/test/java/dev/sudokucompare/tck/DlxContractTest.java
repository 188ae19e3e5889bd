package dev.sudokucompare.tck;

import dev.sudokucompare.core.dlx.DlxPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;

/** The solver contract against {@code dlx}: rows tried are its nodes and its trace. */
class DlxContractTest extends SolverContract {

    private final SudokuSolver solver = new DlxPlugin().create("dlx").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withExactNodeLimit().withDecisionTrace();
    }
}
