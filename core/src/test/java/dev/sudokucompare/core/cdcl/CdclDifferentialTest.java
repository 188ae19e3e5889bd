package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.DifferentialAgainstDfsCases;
import dev.sudokucompare.core.solve.SudokuSolver;

/** {@code cdcl} against {@code dfs} on seeded random puzzles of every kind of shape, in all three modes. */
class CdclDifferentialTest extends DifferentialAgainstDfsCases {

    @Override
    protected SudokuSolver solver() {
        return CdclSolver.fromSpec("cdcl").orElseThrow();
    }
}
