package dev.sudokucompare.core.dfs;

import static dev.sudokucompare.core.dfs.SolveAssertions.assertSolved;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The row-major backtrackers on norvig-top95. Slow: the three explore the same ~393 million
 * nodes in all, and dfs-scan needs close to 10 s on the worst puzzle alone, so the limit here
 * is far above the default. The four solvers share nothing, so they run at once, one per core.
 */
@Tag("slow")
@Execution(ExecutionMode.CONCURRENT)
class RowMajorVariantsTop95SlowTest {

    private static final SolveRequest FIRST = HangGuard.first();

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void solvesNorvigTop95(String name) {
        SudokuSolver solver = Solvers.named(name);
        for (DatasetCase c : DatasetCase.of("norvig-top95", Integer.MAX_VALUE)) {
            assertSolved(name + " on " + c.where(), c.puzzle(), solver.solve(c.puzzle(), FIRST), c.solution());
        }
    }
}
