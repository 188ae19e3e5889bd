package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverContract;
import org.junit.jupiter.api.BeforeAll;

/** The solver contract for {@code mzn:gecode}: the real MiniZinc with Gecode, every mode. */
class GecodeContractTest extends SolverContract {

    private static final SudokuSolver GECODE = MiniZincSolver.fromSpec("mzn:gecode").orElseThrow();

    @BeforeAll
    static void minizincIsInstalled() {
        InstalledPrograms.require("minizinc");
    }

    @Override
    protected SudokuSolver solver() {
        return GECODE;
    }
}
