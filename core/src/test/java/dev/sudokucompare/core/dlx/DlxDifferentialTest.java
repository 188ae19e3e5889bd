package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.DifferentialAgainstDfsCases;
import dev.sudokucompare.core.solve.SudokuSolver;

/** {@code dlx} against {@code dfs} on seeded random puzzles of every kind of shape, in all three modes. */
class DlxDifferentialTest extends DifferentialAgainstDfsCases {

    @Override
    protected SudokuSolver solver() {
        return DlxSolver.fromSpec("dlx").orElseThrow();
    }
}
