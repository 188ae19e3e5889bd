package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverContract;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;

/**
 * The solver contract for {@code mzn:gecode}: the real MiniZinc with Gecode, every mode. It passes
 * whole, but at about half a second a call (MiniZinc's start and flattening) the kit's calls take
 * four minutes here: slow profile. {@link MiniZincDatasetsTest} and {@link MiniZincLimitsTest} run
 * in every build.
 */
@Tag("slow")
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
