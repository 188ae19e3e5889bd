package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Node limit, time limit, cancellation and search statistics of {@code dfs}, on both paths. */
class FastDfsLimitsTest {

    private final SudokuSolver dfs = DfsSolvers.byName("dfs").orElseThrow();

    /** Box sizes: 3 takes the 9x9 band board, the others the general search. */
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void nodeLimitStopsAnEndlessCountWithLimit(int box) {
        Grid empty = Grid.empty(Shape.of(box, box));
        SolveResult result = dfs.solve(empty, SolveRequest.count(Integer.MAX_VALUE).withNodeLimit(40));
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).contains("node limit 40");
        assertThat(result.countExact()).isFalse();
        assertThat(result.stats().nodes()).as("the refused node is not counted").isEqualTo(40);
    }

    @Test
    void nodeLimitBeforeAnySolutionIsLimitNeverNoSolution() {
        for (String file : List.of("no-solution.txt", "norvig-hardest.txt")) {
            for (String line : FastDfsFixtures.lines(file)) {
                Grid puzzle = Grid.parse(line);
                long needed = dfs.solve(puzzle, SolveRequest.count(2)).stats().nodes();
                if (needed < 2) {
                    continue;
                }
                SolveResult cut = dfs.solve(puzzle, SolveRequest.count(2).withNodeLimit(needed / 2));
                assertThat(cut.status()).as(line).isEqualTo(Status.LIMIT);
                assertThat(cut.countExact()).isFalse();
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void timeLimitHolds(int box) {
        Grid empty = Grid.empty(Shape.of(box, box));
        long start = System.nanoTime();
        SolveResult result = dfs.solve(empty,
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMillis(100)));
        long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).contains("time limit 100 ms");
        assertThat(result.solutionsFound()).isPositive();
        assertThat(elapsedMillis).isLessThan(1_000);
    }

    @Test
    void timeLimitHoldsOnAHard25x25Puzzle() {
        Grid hard = Grid.parse(FastDfsFixtures.lines("sudoku25-frisch.txt").get(0));
        long start = System.nanoTime();
        SolveResult result = dfs.solve(hard, SolveRequest.count(2).withTimeLimit(Duration.ofMillis(200)));
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1_500);
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void bruteForceKillerIsSolvedWellWithinATightLimit(Mode mode) {
        Grid puzzle = Grid.parse(FastDfsFixtures.lines("special-unique.txt").get(1));
        Grid solution = Grid.parse(FastDfsFixtures.lines("special-unique.solutions.txt").get(1));
        SolveResult result = dfs.solve(puzzle, SolveRequest.of(mode).withTimeLimit(Duration.ofMillis(500)));
        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertThat(result.solution()).isEqualTo(solution);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void aCancelledTokenStopsTheSearch(int box) {
        Cancellation token = new Cancellation();
        token.cancel();
        SolveResult result = dfs.solve(Grid.empty(Shape.of(box, box)),
                SolveRequest.count(Integer.MAX_VALUE).withCancellation(token));
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).isEqualTo("cancelled");
    }

    @Test
    void cancellingFromAnotherThreadStopsTheSearchPromptly() throws Exception {
        Cancellation token = new Cancellation();
        CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(() -> dfs.solve(
                Grid.empty(Shape.CLASSIC), SolveRequest.count(Integer.MAX_VALUE).withCancellation(token)));
        Thread.sleep(50);
        token.cancel();
        SolveResult result = running.get(2, TimeUnit.SECONDS);
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).isEqualTo("cancelled");
    }

    @Test
    void statisticsAreHonest() {
        Grid easy = Grid.parse(FastDfsFixtures.lines("kaggle-10000.txt").get(0));
        SolveResult singlesOnly = dfs.solve(easy, SolveRequest.count(2));
        assertThat(singlesOnly.stats().nodes()).as("no decision needed").isZero();
        assertThat(singlesOnly.stats().backtracks()).isZero();
        assertThat(singlesOnly.stats().searchNanos()).isPositive();

        long nodes = 0;
        long backtracks = 0;
        for (String line : FastDfsFixtures.lines("norvig-hardest.txt")) {
            SolveResult result = dfs.solve(Grid.parse(line), SolveRequest.count(2));
            assertThat(result.stats().backtracks()).isLessThanOrEqualTo(result.stats().nodes());
            assertThat(result.stats().fails()).isEqualTo(result.stats().backtracks());
            assertThat(result.stats().buildNanos()).isZero();
            nodes += result.stats().nodes();
            backtracks += result.stats().backtracks();
        }
        // Proving uniqueness of puzzles that need guessing means some guesses failed.
        assertThat(nodes).isPositive();
        assertThat(backtracks).isPositive();
    }

    @Test
    void nodesAreCountedPerTentativePlacement() {
        // A cell with two digits left and nothing else forced: both digits are tried, two nodes.
        Grid twoWays = Grid.parse(FastDfsFixtures.lines("two-solutions.txt").get(0));
        SolveResult result = dfs.solve(twoWays, SolveRequest.count(10));
        assertThat(result.solutionsFound()).isEqualTo(2);
        assertThat(result.stats().nodes()).isGreaterThanOrEqualTo(2);
    }
}
