package dev.sudokucompare.sat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
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
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Node limit (on Sat4j's decisions, exact: decision N+1 is refused and N reported), time limit,
 * cancellation and the size guard: LIMIT (or ERROR for a formula too large), never NO_SOLUTION.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SatLimitsTest {

    /** Counting every solution of the empty grid never ends: only a limit stops it. */
    private static final Grid EMPTY = Grid.empty(Shape.CLASSIC);

    private final SudokuSolver sat = SatSolver.fromSpec("sat").orElseThrow();

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aSearchSucceedsWithExactlyTheDecisionsItNeedsAndStopsWithOneFewer(Mode mode) {
        SudokuSolver minimal = SatSolver.fromSpec("sat:encoding=minimal").orElseThrow();
        List<Grid> puzzles = Datasets.grids("norvig-top95.txt", 40);
        int tried = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            String where = mode + " on norvig-top95:" + (i + 1);
            Grid puzzle = puzzles.get(i);
            SolveResult full = minimal.solve(puzzle, SolveRequest.of(mode));
            long needed = full.stats().nodes();
            if (needed < 2) {
                continue;
            }
            tried++;
            SolveResult enough = minimal.solve(puzzle, SolveRequest.of(mode).withNodeLimit(needed));
            assertThat(enough.status()).as("%s with limit %d (%s)", where, needed, enough.describe()).isEqualTo(Status.SOLVED);
            assertThat(enough.solution()).as(where).isEqualTo(full.solution());
            assertThat(enough.stats().nodes()).as(where).isEqualTo(needed);

            SolveResult cut = minimal.solve(puzzle, SolveRequest.of(mode).withNodeLimit(needed - 1));
            assertThat(cut.status()).as("%s with limit %d (%s)", where, needed - 1, cut.describe()).isEqualTo(Status.LIMIT);
            assertThat(cut.message()).as(where).startsWith("node limit " + (needed - 1) + " reached");
            assertThat(cut.stats().nodes()).as(where).isEqualTo(needed - 1);
            assertThat(cut.countExact()).as(where).isFalse();
        }
        assertThat(tried).as("puzzles that needed more than one decision").isGreaterThanOrEqualTo(20);
    }

    @Test
    void aNodeLimitOnAnUnsolvablePuzzleIsLimitNeverNoSolution() {
        SudokuSolver full = SatSolver.fromSpec("sat:givens=units").orElseThrow();
        int cut = 0;
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            long needed = full.solve(puzzle, SolveRequest.first()).stats().nodes();
            for (long limit = 1; limit < needed; limit = 2 * limit + 1) {
                SolveResult r = full.solve(puzzle, SolveRequest.first().withNodeLimit(limit));
                assertThat(r.status()).as("%s under %d of %d decisions", puzzle, limit, needed).isEqualTo(Status.LIMIT);
                cut++;
            }
        }
        assertThat(cut).as("limits below what a refutation needed").isPositive();
    }

    @Test
    void aTimeLimitStopsAnEndlessCountWithTheSolutionsSoFar() {
        SolveResult r = sat.solve(EMPTY, SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMillis(300)));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("time limit 300 ms reached");
        assertThat(r.solutionsFound()).isPositive();
        assertThat(r.solution()).isNotNull();
        assertThat(r.countExact()).isFalse();
    }

    /**
     * A hard 25x25 puzzle: the deadline passes deep in a search full of conflicts. Stopping Sat4j
     * from inside its conflict handling once made it fail (ERROR); now it stops cleanly.
     */
    @Test
    void aTimeLimitInTheMiddleOfAHardSearchIsLimit() {
        Grid hard = Datasets.grids("sudoku25-frisch.txt").get(0);
        SolveResult r = sat.solve(hard, SolveRequest.first().withTimeLimit(Duration.ofSeconds(1)));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("time limit 1000 ms reached");
        assertThat(r.stats().backtracks()).as("conflicts before the deadline").isPositive();
    }

    @Test
    void cancellingDuringAHardSearchStopsIt() throws Exception {
        Cancellation token = new Cancellation();
        Grid hard = Datasets.grids("sudoku25-frisch.txt").get(0);
        SolveRequest request = SolveRequest.first().withTimeLimit(Duration.ofMinutes(10)).withCancellation(token);
        CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(() -> sat.solve(hard, request));
        Thread.sleep(1000);
        assertThat(running).as("a hard 25x25 search is still running").isNotDone();
        token.cancel();
        SolveResult r = running.get(60, TimeUnit.SECONDS);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("cancelled");
    }

    @Test
    void cancellingFromAnotherThreadStopsTheSearch() throws Exception {
        Cancellation token = new Cancellation();
        SolveRequest request = SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMinutes(10))
                .withCancellation(token);
        CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(() -> sat.solve(EMPTY, request));
        Thread.sleep(300);
        assertThat(running).as("an endless count is still running").isNotDone();
        token.cancel();
        SolveResult r = running.get(60, TimeUnit.SECONDS);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("cancelled");
        assertThat(r.countExact()).isFalse();
    }

    @Test
    void anAlreadyCancelledTokenStopsBeforeAnyDecision() {
        Cancellation token = new Cancellation();
        token.cancel();
        for (Mode mode : Mode.values()) {
            SolveResult r = sat.solve(Datasets.grids("norvig-hardest.txt").get(0), SolveRequest.of(mode).withCancellation(token));
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).startsWith("cancelled");
            assertThat(r.stats().nodes()).isZero();
        }
    }

    @Test
    void aFullFormulaTooLargeToLoadIsAnErrorThatSaysSo() {
        Grid empty64 = Grid.empty(Shape.of(8, 8));
        SolveResult r = SatSolver.fromSpec("sat:givens=units").orElseThrow().solve(empty64, SolveRequest.first());
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("clauses, more than the 4,000,000 this solver loads");
    }
}
