package dev.sudokucompare.tck;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;

/** The solver contract against {@code dfs-bitmask}. */
class DfsBitmaskContractTest extends SolverContract {

    private final SudokuSolver solver = DfsSolvers.fromSpec("dfs-bitmask").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withLargestSide(9).withExactNodeLimit().withDecisionTrace();
    }
}
