package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Nothing a search runs into escapes the call: a stack overflow on a grid deeper than the
 * thread's stack, or an exception thrown by a trace listener, comes back as ERROR naming it, with
 * sane statistics; and conflicting givens on any shape are NO_SOLUTION before any search.
 */
class FailuresAreErrorsTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void aStackOverflowIsAnError(String name) throws InterruptedException {
        AtomicReference<Object> outcome = new AtomicReference<>();
        // 64 KB of stack: the empty 64x64 grid needs decisions hundreds deep.
        Thread small = new Thread(null, () -> {
            try {
                outcome.set(SearchStatisticsTest.assertSane(Solvers.named(name), Grid.empty(Shape.of(8, 8)),
                        HangGuard.first(), "64 KB stack"));
            } catch (Throwable t) {
                outcome.set(t);
            }
        }, "small-stack", 64 * 1024);
        small.start();
        small.join();
        assertThat(outcome.get()).as("returned, not thrown").isInstanceOf(SolveResult.class);
        SolveResult r = (SolveResult) outcome.get();
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo("StackOverflowError: null");
        assertThat(r.solution()).isNull();
        assertThat(r.stats().nodes()).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv"})
    void anExceptionFromTheTraceIsAnError(String name) {
        SearchTrace failing = new SearchTrace() {
            @Override
            public void tried(int cell, int value, int depth) {
                if (depth == 3) {
                    throw new IllegalStateException("listener failed");
                }
            }

            @Override
            public void undone(int cell, int value, int depth) {
            }
        };
        SolveResult r = SearchStatisticsTest.assertSane(Solvers.named(name), Grid.empty(Shape.CLASSIC),
                HangGuard.first().withTrace(failing), "failing trace");
        assertThat(r.status()).isEqualTo(Status.ERROR);
        assertThat(r.message()).isEqualTo("IllegalStateException: listener failed");
        assertThat(r.stats().nodes()).isEqualTo(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void conflictingGivensOnAnyShapeAreNoSolutionBeforeSearching(String name) {
        for (String line : new String[] {"11..............", "1.....1" + ".".repeat(29),
            "." + "1".repeat(1) + ".".repeat(14) + "1" + ".".repeat(239)}) {
            Grid puzzle = Grid.parse(line);
            SolveResult r = SearchStatisticsTest.assertSane(Solvers.named(name), puzzle, HangGuard.count(2), line);
            assertThat(r.status()).as(line).isEqualTo(Status.NO_SOLUTION);
            assertThat(r.message()).as(line).isEqualTo("conflicting givens: " + puzzle.conflicts().get(0).describe());
            assertThat(r.countExact()).isTrue();
            assertThat(r.stats().nodes()).isZero();
        }
    }
}
