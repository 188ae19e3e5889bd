package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverContract;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The solver contract for {@code mzn:gecode}: the real MiniZinc with Gecode, every mode. It passes
 * whole, but every call starts MiniZinc and flattens the model: about a minute of calls one after
 * the other, so slow profile. {@link MiniZincDatasetsTest} and {@link MiniZincLimitsTest} run in
 * every build. Every call is a MiniZinc process of its own and no check depends on timing, so the
 * kit's checks run at once, one per core (58 s -> 32 s on two cores).
 */
@Tag("slow")
@Execution(ExecutionMode.CONCURRENT)
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
