package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Limits stop the search with LIMIT, never a false NO_SOLUTION, and on time. */
class ChocoLimitsTest {

    /** A minimal 25x25 puzzle that Choco does not solve in seconds (see the datasets README). */
    private static final Grid FRISCH_1 = Datasets.grids("sudoku25-frisch.txt").get(0);

    @Test
    void timeLimitHoldsWithinAHundredMillisecondsOn25x25() {
        SudokuSolver solver = new ChocoSolver(ChocoOptions.DEFAULT);
        for (long millis : new long[] {300, 1000}) {
            long t0 = System.nanoTime();
            SolveResult r = solver.solve(FRISCH_1, SolveRequest.first().withTimeLimit(Duration.ofMillis(millis)));
            long elapsedMillis = (System.nanoTime() - t0) / 1_000_000;
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).isEqualTo("time limit " + millis + " ms reached");
            assertThat(elapsedMillis).as("wall time for a %d ms limit", millis).isBetween(millis, millis + 100);
            assertThat(r.stats().buildNanos()).isPositive();
            assertThat(r.stats().searchNanos()).isPositive();
        }
    }

    @Test
    void countLimitedByTimeIsALowerBoundNotAnExactCount() {
        Grid empty = Datasets.grids("empty-grid.txt").get(0);
        SolveResult r = new ChocoSolver(ChocoOptions.DEFAULT).solve(empty,
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(Duration.ofMillis(200)));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.solutionsFound()).isPositive();
        assertThat(r.countExact()).isFalse();
        assertThat(r.solution()).isNotNull();
    }

    @Test
    void nodeLimitGivesLimit() {
        SolveResult r = new ChocoSolver(ChocoOptions.DEFAULT).solve(FRISCH_1, SolveRequest.first().withNodeLimit(50));
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
            long t0 = System.nanoTime();
            SolveResult r = new ChocoSolver(ChocoOptions.DEFAULT).solve(FRISCH_1, SolveRequest.first()
                    .withTimeLimit(Duration.ofSeconds(30)).withCancellation(cancellation));
            assertThat(r.status()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).isEqualTo("cancelled");
            assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(1000);
        } finally {
            timer.shutdownNow();
        }
    }
}
