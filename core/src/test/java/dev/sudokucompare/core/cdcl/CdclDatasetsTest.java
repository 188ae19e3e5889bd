package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.ExactSolverDatasetsCases;
import dev.sudokucompare.core.solve.SudokuSolver;

/** {@code cdcl} on the datasets, in every mode. */
class CdclDatasetsTest extends ExactSolverDatasetsCases {

    @Override
    protected SudokuSolver solver() {
        return CdclSolver.fromSpec("cdcl").orElseThrow();
    }
}
