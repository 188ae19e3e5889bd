package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.frame.SearchControl;
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
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Node limit, time limit, cancellation and search statistics of {@code dfs}, on both paths. */
// A broken deadline must fail the build, not hang it (the search ignores interrupts); minutes,
// so that only a hang, not a busy machine, reaches it.
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class FastDfsLimitsTest {

    private final SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();

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
                long needed = dfs.solve(puzzle, HangGuard.count(2)).stats().nodes();
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
        // No count of an empty grid ends, so the limit is certainly reached. How many solutions
        // come before it depends on the machine's speed (none, on a loaded one, for 25x25 in
        // 100 ms): whatever came is reported, and solutionsBeforeAStopAreKept pins that by nodes.
        SolveResult result = dfs.solve(empty,
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMillis(1500)));
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).isEqualTo("time limit 1500 ms reached");
        assertThat(result.stats().searchNanos()).as("stopped only once the deadline had passed")
                .isGreaterThanOrEqualTo(1_500_000_000L);
        assertThat(result.countExact()).isFalse();
        if (result.solutionsFound() > 0) {
            assertThat(Checker.check(empty, result.solution())).isEmpty();
        }
    }

    /** An endless count stopped after its first solution reports it: the stop is placed by nodes, not by time. */
    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void solutionsBeforeAStopAreKept(int box) {
        Grid empty = Grid.empty(Shape.of(box, box));
        long toFirst = dfs.solve(empty, HangGuard.count(1)).stats().nodes();
        SolveResult result = dfs.solve(empty,
                HangGuard.count(Integer.MAX_VALUE).withNodeLimit(2 * toFirst + SearchControl.CLOCK_EVERY));
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).startsWith("node limit");
        assertThat(result.solutionsFound()).isPositive();
        assertThat(result.countExact()).isFalse();
        assertThat(Checker.check(empty, result.solution())).isEmpty();
    }

    @Test
    void timeLimitHoldsOnAHard25x25Puzzle() {
        Grid hard = Grid.parse(FastDfsFixtures.lines("sudoku25-frisch.txt").get(0));
        SolveResult result = dfs.solve(hard, SolveRequest.count(2).withTimeLimit(Duration.ofMillis(200)));
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).isEqualTo("time limit 200 ms reached");
        assertThat(result.solution()).isNull();
        assertThat(result.stats().searchNanos()).isGreaterThanOrEqualTo(200_000_000L);
    }

    /** The anti-brute-force puzzle that costs a row-major search ~69 million nodes needs a handful here. */
    @ParameterizedTest
    @EnumSource(Mode.class)
    void bruteForceKillerIsSolvedWithAFewNodes(Mode mode) {
        Grid puzzle = Grid.parse(FastDfsFixtures.lines("special-unique.txt").get(1));
        Grid solution = Grid.parse(FastDfsFixtures.lines("special-unique.solutions.txt").get(1));
        SolveResult result = dfs.solve(puzzle, SolveRequest.of(mode).withNodeLimit(1_000));
        assertThat(result.status()).as(result.describe()).isEqualTo(Status.SOLVED);
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
                Grid.empty(Shape.CLASSIC), HangGuard.count(Integer.MAX_VALUE).withCancellation(token)));
        // The band board reports no trace to wait on; the pause only makes a cancel mid-search
        // likely. Before or during the search, the answer is the same: LIMIT, cancelled.
        Thread.sleep(50);
        token.cancel();
        SolveResult result = running.get(5, TimeUnit.MINUTES);
        assertThat(result.status()).isEqualTo(Status.LIMIT);
        assertThat(result.message()).isEqualTo("cancelled");
    }

    @Test
    void statisticsAreHonest() {
        Grid easy = Grid.parse(FastDfsFixtures.lines("kaggle-10000.txt").get(0));
        SolveResult singlesOnly = SearchStatisticsTest.assertSane(dfs, easy, SolveRequest.count(2), "kaggle:1");
        assertThat(singlesOnly.stats().nodes()).as("no decision needed").isZero();
        assertThat(singlesOnly.stats().backtracks()).isZero();

        long nodes = 0;
        for (String line : FastDfsFixtures.lines("norvig-hardest.txt")) {
            SolveResult result = SearchStatisticsTest.assertSane(dfs, Grid.parse(line), SolveRequest.count(2), line);
            // Proving uniqueness runs the search to its end: every decision is taken back.
            assertThat(result.countExact()).isTrue();
            assertThat(result.stats().backtracks()).as(line).isEqualTo(result.stats().nodes());
            nodes += result.stats().nodes();
        }
        assertThat(nodes).as("some of the hardest need guessing").isPositive();
    }

    @Test
    void nodesAreCountedPerTentativePlacement() {
        // A cell with two digits left and nothing else forced: both digits are tried, two nodes,
        // and both are taken back when the count runs to its end.
        Grid twoWays = Grid.parse(FastDfsFixtures.lines("two-solutions.txt").get(0));
        SolveResult result = dfs.solve(twoWays, SolveRequest.count(10));
        assertThat(result.solutionsFound()).isEqualTo(2);
        assertThat(result.stats().nodes()).isEqualTo(2);
        assertThat(result.stats().backtracks()).isEqualTo(2);
    }
}
