package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.StartUpClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * The run's watchdog budgets a record's calls by their limits, and a solver's start inside a call
 * (a fresh worker JVM, a program's interpreter) is no part of them: on a busy machine such a start
 * outlasted a 1 s limit's whole budget, and a call that did nothing wrong was cancelled, then
 * abandoned as an ERROR.
 */
class StartUpWatchdogTest {

    private static final String PUZZLES = String.join("\n",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....") + "\n";

    /** dfs, whose first call first "starts up" for longer than the watchdog's budget and grace. */
    private static SudokuSolver slowToStart(long startUpNanos, AtomicInteger cancelledStarting) {
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        AtomicInteger calls = new AtomicInteger();
        return new SudokuSolver() {
            @Override
            public String name() {
                return "slow-start";
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                if (calls.getAndIncrement() == 0) {
                    long began = System.nanoTime();
                    try (StartUpClock.Span starting = StartUpClock.starting()) {
                        // A start slowed down by the machine: it lasts at least this long, whatever its speed.
                        while (System.nanoTime() - began < startUpNanos) {
                            if (request.cancellation().isCancelled()) {
                                cancelledStarting.incrementAndGet();
                                return SolveResult.limit("cancelled while starting up", SearchStats.NONE);
                            }
                            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
                        }
                    }
                }
                return dfs.solve(puzzle, request);
            }
        };
    }

    @Test
    void aStartLongerThanTheRecordsBudgetIsNotCancelledNorAbandoned() throws InterruptedException {
        // dfs answers these in milliseconds: 5 s leaves a loaded machine room, and the start still outlasts the budget.
        Settings settings = Settings.builder(List.of("slow-start")).timeout(Duration.ofSeconds(5)).seed(1).build();
        // Past the budget (the limit and a grace) and the grace before a cancelled call is left behind.
        long startUp = (long) Comparison.longestCallNanos(settings, 1) + TimeUnit.SECONDS.toNanos(1);
        AtomicInteger cancelledStarting = new AtomicInteger();
        List<Judgement> judged = new ArrayList<>();
        Input input = LineInputs.of("mem", PUZZLES);
        new Comparison(settings, List.of(slowToStart(startUp, cancelledStarting)), Reference.OFF, judged::add)
                .run(List.of(input));

        assertThat(cancelledStarting).as("the watchdog left the start alone").hasValue(0);
        assertThat(judged).hasSize(2).allSatisfy(j -> {
            assertThat(j.contended()).as("nothing was abandoned").isFalse();
            assertThat(j.outcomes()).singleElement().satisfies(o -> {
                assertThat(o.result().status()).as(o.reason()).isEqualTo(Status.SOLVED);
                assertThat(o.hasVerifiedSolution()).isTrue();
            });
        });
    }
}
