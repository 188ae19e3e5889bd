package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.testsolvers.BrokenSolvers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * With several workers, a batch can be done while the coordinator still waits for an earlier
 * one. The watchdog measured such a batch's last record from its start to now, as if its call
 * still ran: once the earlier batch outlasted that record's budget, the finished call was
 * "cancelled", then abandoned as an ERROR of a solver that had answered in milliseconds.
 */
class FinishedBatchWatchTest {

    private static final String STALLS = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String QUICK = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";

    @Test
    void aFinishedBatchIsNeverCancelledWhileAnEarlierOneRunsOn() throws InterruptedException {
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        AtomicReference<Cancellation> quickCall = new AtomicReference<>();
        AtomicBoolean cancelledWhileRunning = new AtomicBoolean();
        SudokuSolver solver = BrokenSolvers.solver("stalls-once", (puzzle, request) -> {
            if (puzzle.toString().equals(STALLS)) {
                // Runs on until the watchdog cancels it (past its limit and the grace).
                while (!request.cancellation().isCancelled()) {
                    LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
                }
                return SolveResult.limit("cancelled", SearchStats.NONE);
            }
            quickCall.set(request.cancellation());
            // The run's short limit is for the stalling call: this one is not stopped by a busy machine.
            SolveResult r = dfs.solve(puzzle, HangGuard.on(request));
            cancelledWhileRunning.set(request.cancellation().isCancelled());
            return r;
        });
        // Two workers: the quick record's batch (the second, of one record) is done while the first stalls.
        Settings settings = Settings.builder(List.of("stalls-once")).threads(2).timeout(Duration.ofMillis(100))
                .warmup(Warmup.NONE).seed(1).build();
        List<Judgement> judged = new ArrayList<>();
        new Comparison(settings, List.of(solver), Reference.OFF, judged::add)
                .run(List.of(LineInputs.file("mem", STALLS + "\n" + QUICK + "\n")));

        assertThat(judged).hasSize(2);
        assertThat(judged.get(0).outcomes().get(0).result().status()).isEqualTo(Status.LIMIT);
        Outcome quick = judged.get(1).outcomes().get(0);
        assertThat(quick.verdict()).as(quick.reason()).isEqualTo(AnswerVerdict.CORRECT);
        assertThat(cancelledWhileRunning).as("the quick call was cancelled while it ran").isFalse();
        assertThat(quickCall.get().isCancelled()).as("the finished call was cancelled afterwards").isFalse();
        assertThat(judged.get(1).contended()).isFalse();
    }
}
