package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.ExactSolverDatasetsCases;
import dev.sudokucompare.core.solve.SudokuSolver;

/** {@code dlx} on the datasets, in every mode. */
class DlxDatasetsTest extends ExactSolverDatasetsCases {

    @Override
    protected SudokuSolver solver() {
        return DlxSolver.fromSpec("dlx").orElseThrow();
    }
}
