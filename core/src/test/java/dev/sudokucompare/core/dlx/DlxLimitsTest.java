package dev.sudokucompare.core.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Node limit (exact: node N+1 is refused and N reported), time limit and cancellation: each
 * stops {@code dlx} with LIMIT, never with NO_SOLUTION, and never with a claimed exact count.
 */
// Minutes: only a hang, not a busy machine, may reach it.
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DlxLimitsTest {

    /** Counting every solution of the empty grid never ends: only a limit stops it. */
    private static final Grid EMPTY = Grid.empty(Shape.CLASSIC);

    private final SudokuSolver dlx = DlxSolver.fromSpec("dlx").orElseThrow();

    @ParameterizedTest
    @EnumSource(Mode.class)
    void aSearchSucceedsWithExactlyTheNodesItNeedsAndStopsWithOneFewer(Mode mode) {
        List<Grid> puzzles = Datasets.grids("norvig-top95.txt", 30);
        int tried = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            String where = mode + " on norvig-top95:" + (i + 1);
            Grid puzzle = puzzles.get(i);
            SolveResult full = dlx.solve(puzzle, HangGuard.of(mode));
            long needed = full.stats().nodes();
            if (needed < 2) {
                continue;
            }
            tried++;
            SolveResult enough = dlx.solve(puzzle, HangGuard.of(mode).withNodeLimit(needed));
            assertThat(enough.status()).as("%s with limit %d (%s)", where, needed, enough.describe()).isEqualTo(Status.SOLVED);
            assertThat(enough.solution()).as(where).isEqualTo(full.solution());
            assertThat(enough.stats().nodes()).as(where).isEqualTo(needed);

            SolveResult cut = dlx.solve(puzzle, HangGuard.of(mode).withNodeLimit(needed - 1));
            assertThat(cut.status()).as("%s with limit %d (%s)", where, needed - 1, cut.describe()).isEqualTo(Status.LIMIT);
            assertThat(cut.message()).as(where).isEqualTo("node limit " + (needed - 1) + " reached");
            assertThat(cut.stats().nodes()).as(where).isEqualTo(needed - 1);
            assertThat(cut.countExact()).as(where).isFalse();
        }
        assertThat(tried).as("puzzles that needed more than one node").isGreaterThanOrEqualTo(20);
    }

    @Test
    void aNodeLimitOnAnUnsolvablePuzzleIsLimitNeverNoSolution() {
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            long needed = dlx.solve(puzzle, HangGuard.first()).stats().nodes();
            for (long limit = 1; limit < needed; limit = 2 * limit + 1) {
                SolveResult r = dlx.solve(puzzle, HangGuard.first().withNodeLimit(limit));
                assertThat(r.status()).as("%s under %d of %d nodes", puzzle, limit, needed).isEqualTo(Status.LIMIT);
            }
        }
    }

    @Test
    void aTimeLimitStopsAnEndlessCountWithTheSolutionsSoFar() {
        SolveResult r = dlx.solve(EMPTY, SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMillis(200)));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("time limit 200 ms reached");
        assertThat(r.countExact()).isFalse();
        // How many solutions 200 ms hold is the machine's speed; any reported must be one.
        if (r.solutionsFound() > 0) {
            assertThat(Checker.check(EMPTY, r.solution())).isEmpty();
        }
    }

    @Test
    void aStopKeepsTheSolutionsFoundBeforeIt() {
        long toFirst = dlx.solve(EMPTY, HangGuard.count(1)).stats().nodes();
        SolveResult r = dlx.solve(EMPTY, HangGuard.count(Integer.MAX_VALUE).withNodeLimit(2 * toFirst + 1));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.solutionsFound()).isPositive();
        assertThat(Checker.check(EMPTY, r.solution())).isEmpty();
        assertThat(r.countExact()).isFalse();
    }

    @Test
    void cancellingFromAnotherThreadStopsTheSearch() throws Exception {
        Cancellation token = new Cancellation();
        CountDownLatch searching = new CountDownLatch(1);
        SolveRequest request = HangGuard.count(Integer.MAX_VALUE)
                .withCancellation(token).withTrace(new SearchTrace() {
                    @Override
                    public void tried(int cell, int value, int depth) {
                        searching.countDown();
                    }

                    @Override
                    public void undone(int cell, int value, int depth) {
                    }
                });
        CompletableFuture<SolveResult> running = CompletableFuture.supplyAsync(() -> dlx.solve(EMPTY, request));
        assertThat(searching.await(5, TimeUnit.MINUTES)).as("hung: the search did not start").isTrue();
        token.cancel();
        SolveResult r = running.get(5, TimeUnit.MINUTES);
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("cancelled");
        assertThat(r.countExact()).isFalse();
    }

    @Test
    void anAlreadyCancelledTokenStopsWithinOneClockInterval() {
        Cancellation token = new Cancellation();
        token.cancel();
        SolveResult r = dlx.solve(EMPTY, HangGuard.count(Integer.MAX_VALUE).withCancellation(token));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("cancelled");
        assertThat(r.stats().nodes()).isLessThanOrEqualTo(SearchControl.CLOCK_EVERY);
    }
}
