package dev.sudokucompare.core.dfs.fast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.dfs.frame.DfsSolver;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * {@link GeneralRestarts} and {@link GeneralNogoods}: restarting every few nodes, so that many
 * nogoods are learnt and used, a search still finds the datasets' own solutions and still proves
 * that a puzzle without one has none, as the search without restarts does.
 */
class RestartsWithNogoodsTest {

    /** Small, so the easy Frisch lines (17 and 18: a few thousand nodes) restart many times. */
    private static final long UNIT = 50;

    /** A guard only: the searches here take far fewer nodes. */
    private static final long NODE_LIMIT = 5_000_000;

    @Test
    void lubySequence() {
        assertThat(LongStream.rangeClosed(1, 15).map(i -> GeneralRestarts.luby((int) i)).toArray())
                .containsExactly(1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8);
    }

    @Test
    void restartingFindsTheDatasetsSolutions() {
        List<String> puzzles = Datasets.lines("sudoku25-frisch.txt");
        List<String> solutions = Datasets.lines("sudoku25-frisch.solutions.txt");
        List<String> images = Datasets.lines("sudoku25-frisch-images.txt");
        List<String> imageSolutions = Datasets.lines("sudoku25-frisch-images.solutions.txt");
        for (int line : new int[] {17, 18}) {
            assertSolves(puzzles.get(line - 1), solutions.get(line - 1));
            assertSolves(images.get(line - 1), imageSolutions.get(line - 1));
            assertSolves(images.get(18 + line - 1), imageSolutions.get(18 + line - 1));
        }
    }

    private static void assertSolves(String puzzleLine, String solutionLine) {
        Grid puzzle = Grid.parse(puzzleLine);
        Run run = run(puzzle, UNIT);
        assertThat(run.result.status()).isEqualTo(Status.SOLVED);
        assertThat(run.result.solution()).isEqualTo(Grid.parse(solutionLine));
        assertThat(run.search.restarts().runs()).as("restarts").isGreaterThan(1);
        assertThat(run.search.restarts().nogoodCount()).as("nogoods learnt").isPositive();
    }

    /**
     * A Frisch puzzle with one more value in an empty cell, not its solution's and repeating no
     * given, has no solution (the puzzle's is unique); only a search can tell.
     */
    @Test
    void restartingProvesThatAPuzzleHasNoSolution() {
        List<String> puzzles = Datasets.lines("sudoku25-frisch.txt");
        List<String> solutions = Datasets.lines("sudoku25-frisch.solutions.txt");
        Random random = new Random(44);
        int proved = 0;
        int learnt = 0;
        for (int line : new int[] {17, 18}) {
            Grid puzzle = Grid.parse(puzzles.get(line - 1));
            Grid solution = Grid.parse(solutions.get(line - 1));
            for (int k = 0; k < 6; k++) {
                Grid wrong = withWrongValue(puzzle, solution, random);
                Run plain = run(wrong, 0);
                Run restarting = run(wrong, UNIT);
                assertThat(plain.result.status()).as("without restarts").isEqualTo(Status.NO_SOLUTION);
                assertThat(restarting.result.status()).as("with restarts").isEqualTo(Status.NO_SOLUTION);
                proved++;
                learnt += restarting.search.restarts().nogoodCount() > 0 ? 1 : 0;
            }
        }
        assertThat(proved).isEqualTo(12);
        assertThat(learnt).as("puzzles whose proof used nogoods").isPositive();
    }

    private static Grid withWrongValue(Grid puzzle, Grid solution, Random random) {
        while (true) {
            int cell = random.nextInt(puzzle.shape().cellCount());
            int value = random.nextInt(puzzle.size()) + 1;
            if (puzzle.get(cell) == 0 && solution.get(cell) != value) {
                Grid wrong = puzzle.with(cell, value);
                if (wrong.conflicts().isEmpty()) {
                    return wrong;
                }
            }
        }
    }

    private record Run(GeneralSearch search, SolveResult result) {
    }

    private static Run run(Grid puzzle, long unit) {
        long start = System.nanoTime();
        SolveRequest request = SolveRequest.of(Mode.FIRST).withTimeLimit(Duration.ofMinutes(10)).withNodeLimit(NODE_LIMIT);
        SearchControl control = new SearchControl(request, start);
        GeneralSearch search = new GeneralSearch(puzzle, control, false, unit);
        search.run();
        return new Run(search, control.result(puzzle, DfsSolver.stats(control, start)));
    }
}
