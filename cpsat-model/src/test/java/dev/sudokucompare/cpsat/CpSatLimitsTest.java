package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Limits stop the search with LIMIT, never a false NO_SOLUTION; which limit stopped it is named.
 * The searches chosen cannot end on their own within the test: enumerating every completion of the
 * empty grid (about 6.7e21) and the first of Frisch's minimal 25x25 puzzles, which one CP-SAT worker
 * does not solve in a minute (see the README's figures).
 */
class CpSatLimitsTest {

    private static final Grid EMPTY = Datasets.grids("empty-grid.txt").get(0);
    private static final Grid FRISCH_1 = Datasets.grids("sudoku25-frisch.txt").get(0);

    @Test
    void timeLimitEndsACountWithALowerBoundAndASolution() {
        // No count of the empty grid ends in any limit, so each call is stopped by its limit. Whether
        // a first solution comes before it is the machine's speed (300 ms did not, now and then, at a
        // load of 11 on 2 cores): a call that found none is asked again with twice the time, until
        // one does. A node limit cannot stand in here: CP-SAT spends it in conflicts, before any solution.
        for (long seconds = 3; ; seconds *= 2) {
            SolveResult r = Solving.CPSAT.solve(EMPTY, SolveRequest.count(Integer.MAX_VALUE)
                    .withTimeLimit(Duration.ofSeconds(seconds)));
            assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).isEqualTo("time limit " + seconds * 1000 + " ms reached");
            assertThat(r.countExact()).isFalse();
            if (r.solutionsFound() > 0) {
                assertThat(Checker.check(EMPTY, r.solution())).isEmpty();
                return;
            }
            assertThat(seconds).as("hung: no solution of the empty grid in %d s", seconds).isLessThan(96);
        }
    }

    @Test
    void timeLimitEndsAFirstSearchWithoutAnAnswer() {
        SolveResult r = Solving.CPSAT.solve(FRISCH_1, SolveRequest.first().withTimeLimit(Duration.ofMillis(300)));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("time limit 300 ms reached");
        assertThat(r.solution()).isNull();
        assertThat(r.stats().buildNanos()).isPositive();
        assertThat(r.stats().searchNanos()).isPositive();
    }

    @Test
    void aDeadlinePassedBeforeTheSearchIsALimitInEveryMode() {
        for (CpSatSolver solver : List.of(Solving.CPSAT, Solving.OPTIMISING)) {
            for (SolveRequest request : List.of(SolveRequest.first(), SolveRequest.count(2), SolveRequest.lexmin())) {
                SolveResult r = solver.solve(FRISCH_1, request.withTimeLimit(Duration.ofNanos(1)));
                assertThat(r.status()).as("%s %s", solver, request).isEqualTo(Status.LIMIT);
                assertThat(r.message()).isEqualTo("time limit 0 ms reached");
            }
        }
    }

    @Test
    void nodeLimitBoundsConflictsAndGivesLimit() {
        for (SolveRequest request : List.of(HangGuard.first(), HangGuard.lexmin())) {
            SolveResult r = Solving.CPSAT.solve(FRISCH_1, request.withNodeLimit(50));
            assertThat(r.status()).as("%s %s", request, r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).startsWith("node limit 50 reached (CP-SAT bounds conflicts, not branches: ");
            assertThat(r.stats().fails()).isGreaterThanOrEqualTo(50);
            assertThat(r.stats().nodes()).isGreaterThan(r.stats().fails());
        }
        SolveResult counted = Solving.CPSAT.solve(EMPTY, HangGuard.count(Integer.MAX_VALUE).withNodeLimit(50));
        assertThat(counted.status()).isEqualTo(Status.LIMIT);
        assertThat(counted.message()).startsWith("node limit 50 reached");
        assertThat(counted.countExact()).isFalse();
    }

    /** A node limit too small to prove infeasibility must leave it unproved, never claim it. */
    @Test
    void aNodeLimitNeverTurnsIntoNoSolution() {
        int limited = 0;
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            SolveResult unlimited = Solving.CPSAT.solve(puzzle, HangGuard.first());
            SolveResult r = Solving.CPSAT.solve(puzzle, HangGuard.first().withNodeLimit(1));
            if (unlimited.stats().fails() > 1) {
                assertThat(r.status()).as("%s %s", puzzle, r.describe()).isEqualTo(Status.LIMIT);
                limited++;
            } else {
                assertThat(r.status()).as("%s %s", puzzle, r.describe()).isIn(Status.LIMIT, Status.NO_SOLUTION);
            }
        }
        assertThat(limited).as("puzzles whose proof needs more than one conflict").isPositive();
    }

    @Test
    void aCancelledRequestIsALimitWithoutSearching() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        for (SolveRequest request : List.of(SolveRequest.first(), SolveRequest.count(2), SolveRequest.lexmin())) {
            SolveResult r = Solving.CPSAT.solve(EMPTY, request.withCancellation(cancelled));
            assertThat(r.status()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).isEqualTo("cancelled");
            assertThat(r.stats().nodes()).isZero();
        }
    }

    @Test
    void cancellationFromAnotherThreadStopsAFirstSearchAndACount() {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        try {
            SolveResult first = cancelLater(timer, FRISCH_1, SolveRequest.first());
            assertThat(first.status()).as(first.describe()).isEqualTo(Status.LIMIT);
            assertThat(first.message()).isEqualTo("cancelled");
            assertThat(first.solution()).isNull();
            SolveResult count = cancelLater(timer, EMPTY, SolveRequest.count(Integer.MAX_VALUE));
            assertThat(count.status()).as(count.describe()).isEqualTo(Status.LIMIT);
            assertThat(count.message()).isEqualTo("cancelled");
            assertThat(count.countExact()).isFalse();
        } finally {
            timer.shutdownNow();
        }
    }

    /** Solves with a generous time limit while another thread cancels: only the cancellation can end it. */
    private static SolveResult cancelLater(ScheduledExecutorService timer, Grid puzzle, SolveRequest request) {
        Cancellation cancellation = new Cancellation();
        timer.schedule(cancellation::cancel, 300, TimeUnit.MILLISECONDS);
        return Solving.CPSAT.solve(puzzle, request.withTimeLimit(Duration.ofMinutes(5)).withCancellation(cancellation));
    }
}
