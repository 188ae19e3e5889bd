package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Limits stop the search with LIMIT naming the limit, never a false NO_SOLUTION. */
class ChocoLimitsTest {

    /** A minimal 25x25 puzzle that Choco does not solve in seconds (see the datasets README). */
    private static final Grid FRISCH_1 = Datasets.grids("sudoku25-frisch.txt").get(0);
    /**
     * The clock of the limit starts when the call does; the reported build and search times leave
     * out only the few instructions between two clock readings.
     */
    private static final long SLACK_NANOS = 1_000_000;

    /** The time limit runs from the start of the call, build included, and is named when it stops the search. */
    @Test
    void timeLimitStopsA25x25SearchOnlyOnceItHasPassed() {
        for (ChocoOptions options : List.of(ChocoOptions.DEFAULT, ChocoOptions.DEFAULT.withModelPolicy(ModelPolicy.FRESH))) {
            SudokuSolver solver = new ChocoSolver(options);
            for (long millis : new long[] {300, 1000}) {
                SolveResult r = ChocoStatisticsTest.assertSane(solver, FRISCH_1,
                        SolveRequest.first().withTimeLimit(Duration.ofMillis(millis)), "frisch25:1");
                assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
                assertThat(r.message()).isEqualTo("time limit " + millis + " ms reached");
                assertThat(r.solution()).isNull();
                assertThat(r.stats().buildNanos()).isPositive();
                assertThat(r.stats().totalNanos()).as("build and search: the deadline had passed")
                        .isGreaterThanOrEqualTo(millis * 1_000_000 - SLACK_NANOS);
            }
        }
    }

    @Test
    void countLimitedByTimeIsALowerBoundNotAnExactCount() {
        Grid empty = Datasets.grids("empty-grid.txt").get(0);
        SolveResult r = new ChocoSolver(ChocoOptions.DEFAULT).solve(empty,
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMillis(200)));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.countExact()).isFalse();
        // How many solutions 200 ms hold (a model to build first) is the machine's speed; the
        // node-limited test below pins that those found are kept. Any reported must be one.
        if (r.solutionsFound() > 0) {
            assertThat(Checker.check(empty, r.solution())).isEmpty();
        }
    }

    @Test
    void countStoppedPastItsFirstSolutionKeepsIt() {
        Grid empty = Datasets.grids("empty-grid.txt").get(0);
        ChocoSolver solver = new ChocoSolver(ChocoOptions.DEFAULT);
        long toFirst = solver.solve(empty, HangGuard.count(1)).stats().nodes();
        SolveResult r = solver.solve(empty, HangGuard.count(Integer.MAX_VALUE).withNodeLimit(2 * toFirst + 10));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).startsWith("node limit");
        assertThat(r.solutionsFound()).isPositive();
        assertThat(r.countExact()).isFalse();
        assertThat(Checker.check(empty, r.solution())).isEmpty();
    }

    @Test
    void nodeLimitGivesLimit() {
        SolveResult r = new ChocoSolver(ChocoOptions.DEFAULT).solve(FRISCH_1, HangGuard.first().withNodeLimit(50));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("node limit 50 reached");
        assertThat(r.stats().nodes()).isEqualTo(50);
    }

    @Test
    void cancellationFromAnotherThreadStopsTheSearch() throws InterruptedException {
        Cancellation cancellation = new Cancellation();
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            timer.schedule(cancellation::cancel, 200, TimeUnit.MILLISECONDS);
            // The limit is only a hang guard: a search that never polled the flag would end by it.
            // Cancelled before or during the search, the answer is the same.
            SolveResult r = new ChocoSolver(ChocoOptions.DEFAULT).solve(FRISCH_1,
                    HangGuard.first().withCancellation(cancellation));
            assertThat(r.status()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).isEqualTo("cancelled");
            assertThat(r.solution()).isNull();
        } finally {
            timer.shutdownNow();
        }
    }
}
