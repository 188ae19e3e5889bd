package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;
import org.junit.jupiter.api.BeforeAll;

/**
 * The solver contract for {@code dimacs:cadical}, the real CaDiCaL. COUNT is left to the kit's
 * modes out: it costs a run per solution (tens of milliseconds each here), so the kit's 826-solution
 * puzzle cannot be counted within its 10 s limit; {@link DimacsDatasetsTest} checks counts, and
 * {@link DimacsLimitsTest} the time limit and cancellation the kit checks on COUNT searches.
 */
class CadicalContractTest extends SolverContract {

    private static final SudokuSolver CADICAL = DimacsSolver.fromSpec("dimacs:cadical").orElseThrow();

    @BeforeAll
    static void cadicalIsInstalled() {
        InstalledPrograms.require("cadical");
    }

    @Override
    protected SudokuSolver solver() {
        return CADICAL;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withModes(Mode.FIRST, Mode.LEXMIN);
    }
}
