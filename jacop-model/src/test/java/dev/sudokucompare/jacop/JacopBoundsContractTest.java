package dev.sudokucompare.jacop;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.tck.SolverCapabilities;
import dev.sudokucompare.tck.SolverContract;
import org.junit.jupiter.api.Tag;

/** The solver contract (the kit every family runs) against {@code jacop:consistency=bounds}. */
// The slow profile (CI's slow pass): every build runs the kit against the default consistency, domain.
@Tag("slow")
class JacopBoundsContractTest extends SolverContract {

    private final SudokuSolver solver = JacopSolver.fromSpec("jacop:consistency=bounds").orElseThrow();

    @Override
    protected SudokuSolver solver() {
        return solver;
    }

    @Override
    protected SolverCapabilities capabilities() {
        return SolverCapabilities.defaults().withNodeCounts();
    }
}
