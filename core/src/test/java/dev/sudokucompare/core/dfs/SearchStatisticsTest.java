package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.EffortGolden;
import dev.sudokucompare.core.EffortGolden.Puzzle;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The statistics of every DFS rung are sane whatever ends the call: times are never negative and
 * fit inside the wall time measured around the call (no model, so no build time), backtracks lie
 * between 0 and the nodes, fails equal backtracks, and a limit is reported as LIMIT naming it.
 */
// A broken deadline must fail the build, not hang it (the search ignores interrupts); minutes,
// so that only a hang, not a busy machine, reaches it.
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SearchStatisticsTest {

    private static final List<Puzzle> PUZZLES = EffortGolden.puzzles();

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void statisticsAreSaneOnEveryKindOfOutcome(String name) {
        SudokuSolver solver = Solvers.named(name);
        for (Puzzle p : PUZZLES) {
            if (p.forAll()) {
                // Only a hang may stop these: a LIMIT here would be the machine's speed, not a finding.
                for (SolveRequest request : List.of(HangGuard.first(), HangGuard.lexmin(), HangGuard.count(3))) {
                    assertThat(assertSane(solver, p.grid(), request, p.name()).status()).isIn(Status.SOLVED, Status.NO_SOLUTION);
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void aNodeLimitIsReportedWithExactlyTheNodesSearched(String name) {
        Grid empty = Grid.empty(Shape.of(3, 3));
        for (long limit : new long[] {1, 7, 300}) {
            SolveResult r = assertSane(Solvers.named(name), empty,
                    SolveRequest.count(Integer.MAX_VALUE).withNodeLimit(limit), "node limit " + limit);
            assertThat(r.status()).isEqualTo(Status.LIMIT);
            assertThat(r.message()).isEqualTo("node limit " + limit + " reached");
            assertThat(r.stats().nodes()).isEqualTo(limit);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void aTimeLimitIsReportedOnlyOnceItHasPassed(String name) {
        // An empty 16x16 grid has far too many solutions to count: only the deadline ends the call.
        Duration limit = Duration.ofMillis(30);
        SolveResult r = assertSane(Solvers.named(name), Grid.empty(Shape.of(4, 4)),
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(limit), "time limit");
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("time limit 30 ms reached");
        assertThat(r.stats().searchNanos()).as("the deadline had passed").isGreaterThanOrEqualTo(limit.toNanos());
        // How many solutions 30 ms hold is the machine's speed; that those found are reported is
        // pinned by nodes in aStopKeepsTheSolutionsFoundBeforeIt.
        if (r.solutionsFound() > 0) {
            assertThat(Checker.check(Grid.empty(Shape.of(4, 4)), r.solution())).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void aStopKeepsTheSolutionsFoundBeforeIt(String name) {
        Grid empty = Grid.empty(Shape.of(3, 3));
        long toFirst = Solvers.named(name).solve(empty, HangGuard.count(1)).stats().nodes();
        SolveResult r = Solvers.named(name).solve(empty,
                HangGuard.count(Integer.MAX_VALUE).withNodeLimit(2 * toFirst + 1));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.solutionsFound()).isPositive();
        assertThat(Checker.check(empty, r.solution())).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void aCancelledCallIsReportedAsCancelled(String name) {
        Cancellation token = new Cancellation();
        token.cancel();
        SolveResult r = assertSane(Solvers.named(name), Grid.empty(Shape.of(3, 3)),
                SolveRequest.count(Integer.MAX_VALUE).withCancellation(token), "cancelled");
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("cancelled");
    }

    static SolveResult assertSane(SudokuSolver solver, Grid puzzle, SolveRequest request, String where) {
        long before = System.nanoTime();
        SolveResult r = solver.solve(puzzle, request);
        long wall = System.nanoTime() - before;
        SearchStats s = r.stats();
        String as = solver.name() + " " + where + " " + request + ": " + r.describe() + " " + s;
        assertThat(s.buildNanos()).as("no model to build: %s", as).isZero();
        assertThat(s.searchNanos()).as(as).isBetween(0L, wall);
        assertThat(s.totalNanos()).as(as).isLessThanOrEqualTo(wall);
        assertThat(s.backtracks()).as(as).isBetween(0L, s.nodes());
        assertThat(s.fails()).as(as).isEqualTo(s.backtracks());
        assertThat(s.nodes()).as(as).isBetween(0L, request.nodeLimit());
        if (r.status() == Status.LIMIT) {
            assertThat(r.countExact()).as(as).isFalse();
            assertThat(r.message()).as(as).matches("node limit \\d+ reached|time limit \\d+ ms reached|cancelled");
        }
        return r;
    }
}
