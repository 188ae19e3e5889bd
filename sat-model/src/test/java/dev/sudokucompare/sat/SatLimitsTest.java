package dev.sudokucompare.sat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
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
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Node limit (on Sat4j's decisions, exact: decision N+1 is refused and N reported), time limit,
 * cancellation and the size guard: LIMIT (or ERROR for a formula too large), never NO_SOLUTION.
 */
// Minutes: only a hang, not a busy machine, may reach it (the retries below double their waits).
@Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
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
            SolveResult full = minimal.solve(puzzle, HangGuard.of(mode));
            long needed = full.stats().nodes();
            if (needed < 2) {
                continue;
            }
            tried++;
            SolveResult enough = minimal.solve(puzzle, HangGuard.of(mode).withNodeLimit(needed));
            assertThat(enough.status()).as("%s with limit %d (%s)", where, needed, enough.describe()).isEqualTo(Status.SOLVED);
            assertThat(enough.solution()).as(where).isEqualTo(full.solution());
            assertThat(enough.stats().nodes()).as(where).isEqualTo(needed);

            SolveResult cut = minimal.solve(puzzle, HangGuard.of(mode).withNodeLimit(needed - 1));
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
            long needed = full.solve(puzzle, HangGuard.first()).stats().nodes();
            for (long limit = 1; limit < needed; limit = 2 * limit + 1) {
                SolveResult r = full.solve(puzzle, HangGuard.first().withNodeLimit(limit));
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
        assertThat(r.countExact()).isFalse();
        // How many solutions 300 ms hold (a formula to load first) is the machine's speed; the
        // node-limited count below pins that those found are kept. Any reported must be one.
        if (r.solutionsFound() > 0) {
            assertThat(Checker.check(EMPTY, r.solution())).isEmpty();
        }
    }

    @Test
    void aNodeLimitedCountKeepsTheSolutionsFoundBeforeTheLimit() {
        long toFirst = sat.solve(EMPTY, HangGuard.count(1)).stats().nodes();
        SolveResult r = sat.solve(EMPTY, HangGuard.count(Integer.MAX_VALUE).withNodeLimit(2 * toFirst + 1));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("node limit");
        assertThat(r.solutionsFound()).isPositive();
        assertThat(r.countExact()).isFalse();
        assertThat(Checker.check(EMPTY, r.solution())).isEmpty();
    }

    /**
     * A hard 25x25 puzzle: the deadline passes deep in a search full of conflicts. Stopping Sat4j
     * from inside its conflict handling once made it fail (ERROR); now it stops cleanly. On a busy
     * machine the deadline can pass before the first conflict (loading the formula takes its
     * time): such a call is repeated with twice the limit until the deadline lands among conflicts.
     */
    @Test
    void aTimeLimitInTheMiddleOfAHardSearchIsLimit() {
        Grid hard = Datasets.grids("sudoku25-frisch.txt").get(0);
        for (long millis = 1000; ; millis *= 2) {
            SolveResult r = sat.solve(hard, SolveRequest.first().withTimeLimit(Duration.ofMillis(millis)));
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).startsWith("time limit " + millis + " ms reached");
            if (r.stats().backtracks() > 0) {
                return;
            }
            assertThat(millis).as("hung: no conflict within %d ms", millis).isLessThan(64_000);
        }
    }

    @Test
    void cancellingDuringAHardSearchStopsIt() throws Exception {
        Grid hard = Datasets.grids("sudoku25-frisch.txt").get(0);
        SolveResult r = cancelledUnderWay(hard, HangGuard.first(), got -> got.stats().backtracks() > 0);
        assertThat(r.stats().backtracks()).as("cancelled among conflicts").isPositive();
    }

    @Test
    void cancellingFromAnotherThreadStopsTheSearch() throws Exception {
        SolveResult r = cancelledUnderWay(EMPTY, HangGuard.count(Integer.MAX_VALUE), got -> got.stats().nodes() > 0);
        assertThat(r.countExact()).isFalse();
    }

    /**
     * Starts {@code request} on {@code puzzle}, cancels it after a while from this thread, and
     * checks the call ends as cancelled. The wait only aims the cancel at a running search: a call
     * cancelled before it got {@code underWay} (a busy machine was slow to start it) is run again
     * with twice the wait, so how busy the machine is decides how many tries, never the outcome.
     */
    private SolveResult cancelledUnderWay(Grid puzzle, SolveRequest request, Predicate<SolveResult> underWay)
            throws Exception {
        for (long wait = 300; ; wait *= 2) {
            Cancellation token = new Cancellation();
            CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(
                    () -> sat.solve(puzzle, request.withCancellation(token)));
            Thread.sleep(wait);
            assertThat(running).as("a search only a cancellation ends is still running").isNotDone();
            token.cancel();
            SolveResult r = running.get(5, TimeUnit.MINUTES);
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).startsWith("cancelled");
            if (underWay.test(r)) {
                return r;
            }
            assertThat(wait).as("hung: the search was not under way after %d ms", wait).isLessThan(64_000);
        }
    }

    @Test
    void anAlreadyCancelledTokenStopsBeforeAnyDecision() {
        Cancellation token = new Cancellation();
        token.cancel();
        for (Mode mode : Mode.values()) {
            SolveResult r = sat.solve(Datasets.grids("norvig-hardest.txt").get(0), HangGuard.of(mode).withCancellation(token));
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).startsWith("cancelled");
            assertThat(r.stats().nodes()).isZero();
        }
    }

    @Test
    void aFullFormulaTooLargeToLoadIsAnErrorThatSaysSo() {
        Grid empty64 = Grid.empty(Shape.of(8, 8));
        SolveResult r = SatSolver.fromSpec("sat:givens=units").orElseThrow().solve(empty64, HangGuard.first());
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).contains("clauses, more than the 4,000,000 this solver loads");
    }
}
