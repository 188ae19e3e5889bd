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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The time limit holds: a search that would run for seconds stops with LIMIT (inconclusive,
 * never NO_SOLUTION) naming the time limit, and only once the deadline has passed. How soon after
 * it is a matter of the clock being read every few hundred nodes (see SearchTraceTest), not of
 * wall time here, which a busy machine stretches at will.
 */
// A broken deadline must fail the build, not hang it: the search ignores interrupts, so the
// test body runs in its own thread and is abandoned when it overruns (after minutes: only a hang).
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TimeLimitTest {

    private static final Duration LIMIT = Duration.ofMillis(200);

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void antiBruteForcePuzzleStopsAtTheDeadline(String name) {
        // special-unique line 2: ~69 million nodes for a row-major search.
        Grid puzzle = Datasets.grids("special-unique.txt").get(1);
        SolveResult r = Solvers.named(name).solve(puzzle, SolveRequest.first().withTimeLimit(LIMIT));

        assertThat(r.status()).as("%s: %s", name, r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).as(name).isEqualTo("time limit 200 ms reached");
        assertThat(r.solution()).as(name).isNull();
        assertThat(r.solutionsFound()).as(name).isZero();
        assertThat(r.countExact()).as(name).isFalse();
        assertThat(r.stats().searchNanos()).as("%s: the deadline had passed", name).isGreaterThanOrEqualTo(LIMIT.toNanos());
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void countingAnEndlessGridStopsAtTheDeadline(String name) {
        // An empty 16x16 grid has astronomically many solutions: no variant can count them all.
        Grid empty = Grid.empty(Shape.of(4, 4));
        SolveResult r = Solvers.named(name).solve(empty,
                SolveRequest.count(Integer.MAX_VALUE).withTimeLimit(LIMIT));

        assertThat(r.status()).as("%s: %s", name, r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).as(name).isEqualTo("time limit 200 ms reached");
        assertThat(r.countExact()).as(name).isFalse();
        // How many solutions come before the deadline is the machine's speed (SearchStatisticsTest
        // pins by nodes that those found are kept); any reported must be one.
        if (r.solutionsFound() > 0) {
            assertThat(Checker.check(empty, r.solution())).as("%s solution found before the deadline", name).isEmpty();
        }
        assertThat(r.stats().searchNanos()).as("%s: the deadline had passed", name).isGreaterThanOrEqualTo(LIMIT.toNanos());
    }
}
