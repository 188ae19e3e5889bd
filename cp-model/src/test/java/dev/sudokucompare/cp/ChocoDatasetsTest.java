package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The 9x9 collections with one solution each, solved under the three consistency levels that
 * differ most. Each method makes its own solver and shares nothing: they run at once, one per core.
 */
@Execution(ExecutionMode.CONCURRENT)
class ChocoDatasetsTest {

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void hardSetsGetVerifiedSolutions(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        for (String set : List.of("norvig-top95.txt", "norvig-hardest.txt", "norvig-easy50.txt")) {
            List<Grid> puzzles = Datasets.grids(set);
            for (int i = 0; i < puzzles.size(); i++) {
                Solving.solveVerified(solver, puzzles.get(i), SolveRequest.first(), set + ":" + (i + 1));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void specialCasesMatchTheirPublishedSolutions(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        List<Grid> puzzles = Datasets.grids("special-unique.txt");
        List<Grid> solutions = Datasets.grids("special-unique.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid found = Solving.solveVerified(solver, puzzles.get(i), SolveRequest.first(), "special-unique:" + (i + 1));
            assertThat(found).as("special-unique:%d", i + 1).isEqualTo(solutions.get(i));
        }
    }

    @ParameterizedTest
    @CsvSource({"AC, 1000", "BC, 100", "FC, 100"})
    void seventeenCluePuzzlesAreProvedUnique(String consistency, int count) {
        assertUnique(Solving.choco(consistency), count);
    }

    /**
     * BC and FC need 20-75 ms per 17-clue proof: the full thousand is for the slow profile, in
     * halves, so the four parts share the cores evenly.
     */
    @Tag("slow")
    @ParameterizedTest
    @CsvSource({"BC, 0", "BC, 500", "FC, 0", "FC, 500"})
    void aThousandSeventeenCluePuzzlesWithWeakerConsistency(String consistency, int from) {
        assertUnique(Solving.choco(consistency), from, from + 500);
    }

    private static void assertUnique(SudokuSolver solver, int count) {
        assertUnique(solver, 0, count);
    }

    private static void assertUnique(SudokuSolver solver, int from, int to) {
        List<Grid> puzzles = Datasets.grids("sudoku17-49158.txt", to);
        for (int i = from; i < to; i++) {
            // The limit only guards against a hang: a proof must not fail because the machine is busy.
            var r = HangGuard.notHung(solver.name(), solver.solve(puzzles.get(i), HangGuard.count(2)));
            assertThat(r.solutionsFound()).as("sudoku17:%d %s", i + 1, r.describe()).isEqualTo(1);
            assertThat(r.countExact()).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void kaggleMatchesItsSolutionColumn(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        List<Grid> puzzles = Datasets.grids("kaggle-10000.txt").subList(0, 1000);
        List<Grid> solutions = Datasets.grids("kaggle-10000.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid found = Solving.solveVerified(solver, puzzles.get(i), SolveRequest.first(), "kaggle:" + (i + 1));
            assertThat(found).isEqualTo(solutions.get(i));
        }
    }
}
