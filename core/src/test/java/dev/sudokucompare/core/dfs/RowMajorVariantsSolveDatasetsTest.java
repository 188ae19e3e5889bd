package dev.sudokucompare.core.dfs;

import static dev.sudokucompare.core.dfs.SolveAssertions.assertSolved;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The plain row-major backtrackers (FIRST mode) on the easy sets: Project Euler's 50 and the
 * first 1,000 Kaggle puzzles, whose answers must equal the Kaggle solutions column.
 */
class RowMajorVariantsSolveDatasetsTest {

    private static final SolveRequest FIRST = HangGuard.first();

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void solvesNorvigEasy50(String name) {
        solveAll(name, DatasetCase.of("norvig-easy50", Integer.MAX_VALUE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void solvesFirstThousandKaggleAsTheirSolutionsSay(String name) {
        solveAll(name, DatasetCase.withSolutions("kaggle-10000", 1000));
    }

    static void solveAll(String name, List<DatasetCase> cases) {
        SudokuSolver solver = Solvers.named(name);
        for (DatasetCase c : cases) {
            assertSolved(name + " on " + c.where(), c.puzzle(), solver.solve(c.puzzle(), FIRST), c.solution());
        }
    }
}
