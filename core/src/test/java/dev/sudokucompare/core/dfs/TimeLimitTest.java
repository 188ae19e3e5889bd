package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.time.Duration;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The time limit holds: a search that would run for seconds stops with LIMIT (inconclusive,
 * never NO_SOLUTION) soon after the deadline, because the clock is read every few hundred nodes.
 */
// A broken deadline must fail the build, not hang it: the search ignores interrupts, so the
// test body runs in its own thread and is abandoned when it overruns.
@Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TimeLimitTest {

    private static final Duration LIMIT = Duration.ofMillis(200);
    /** Wall-clock allowance: the limit plus slack for a busy 2-core machine. */
    private static final long MAX_WALL_MILLIS = 1000;

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void antiBruteForcePuzzleStopsAtTheDeadline(String name) {
        // special-unique line 2: ~69 million nodes for a row-major search.
        Grid puzzle = Datasets.grids("special-unique.txt").get(1);
        long start = System.nanoTime();
        SolveResult r = Solvers.named(name).solve(puzzle, SolveRequest.first().withTimeLimit(LIMIT));
        long wallMillis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).as("%s: %s", name, r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).as(name).contains("time limit");
        assertThat(r.solution()).as(name).isNull();
        assertThat(r.solutionsFound()).as(name).isZero();
        assertThat(r.countExact()).as(name).isFalse();
        assertThat(wallMillis).as("%s wall ms", name).isGreaterThanOrEqualTo(LIMIT.toMillis()).isLessThan(MAX_WALL_MILLIS);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void countingAnEndlessGridStopsAtTheDeadline(String name) {
        // An empty 16x16 grid has astronomically many solutions: no variant can count them all.
        Grid empty = Grid.empty(Shape.of(4, 4));
        long start = System.nanoTime();
        SolveResult r = Solvers.named(name).solve(empty,
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(LIMIT));
        long wallMillis = (System.nanoTime() - start) / 1_000_000;

        assertThat(r.status()).as("%s: %s", name, r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).as(name).contains("time limit");
        assertThat(r.countExact()).as(name).isFalse();
        assertThat(r.solutionsFound()).as(name).isPositive();
        assertThat(Checker.check(empty, r.solution())).as("%s solution found before the deadline", name).isEmpty();
        assertThat(wallMillis).as("%s wall ms", name).isLessThan(MAX_WALL_MILLIS);
    }
}
