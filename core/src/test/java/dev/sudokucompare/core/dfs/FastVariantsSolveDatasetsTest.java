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
 * dfs-mrv and dfs (FIRST mode) on the hard 9x9 sets, a slice of the 17-clue list and the 16x16
 * set. Every answer must pass the Checker and, where the dataset ships solutions, equal them
 * (all these puzzles are unique, so a verified answer is the solution either way).
 */
class FastVariantsSolveDatasetsTest {

    /** Generous: a stop by the limit fails the test instead of hanging the build. */
    private static final SolveRequest FIRST = HangGuard.first();

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void solvesNorvigTop95(String name) {
        solveAll(name, DatasetCase.of("norvig-top95", Integer.MAX_VALUE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void solvesNorvigHardest(String name) {
        solveAll(name, DatasetCase.of("norvig-hardest", Integer.MAX_VALUE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void solvesSpecialUniqueAsTheirSolutionsSay(String name) {
        solveAll(name, DatasetCase.withSolutions("special-unique", Integer.MAX_VALUE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void solvesFirstThousandSeventeenCluePuzzles(String name) {
        solveAll(name, DatasetCase.of("sudoku17-49158", 1000));
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void solvesSixteenBySixteenAsTheirSolutionsSay(String name) {
        solveAll(name, DatasetCase.withSolutions("sudoku16-janko-55", Integer.MAX_VALUE));
    }

    private static void solveAll(String name, List<DatasetCase> cases) {
        SudokuSolver solver = Solvers.named(name);
        for (DatasetCase c : cases) {
            assertSolved(name + " on " + c.where(), c.puzzle(), solver.solve(c.puzzle(), FIRST), c.solution());
        }
    }
}
