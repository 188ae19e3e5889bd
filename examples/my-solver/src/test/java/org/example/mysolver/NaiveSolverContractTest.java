package org.example.mysolver;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;

/** The whole solver contract, from sudoku-solver-tck, against this plug-in's solver as the tool would make it. */
class NaiveSolverContractTest extends SolverContract {

    @Override
    protected SudokuSolver solver() {
        return new MySolverPlugin().create("my-solver").orElseThrow();
    }

    @Override
    protected SolverCapabilities capabilities() {
        // Without propagation a hard 16x16 puzzle takes it seconds (minutes for 25x25): the kit
        // leaves out grids above 12x12. Nodes are counted, and their limit is exact.
        return SolverCapabilities.defaults().withLargestSide(12).withExactNodeLimit();
    }
}
