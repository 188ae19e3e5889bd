package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.EffortGolden;
import dev.sudokucompare.core.EffortGolden.Puzzle;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The decisions a tracing rung reports are the search it ran: one "tried" per node and one
 * "undone" per backtrack, nested like a path (an undo takes back the last decision still on it),
 * each a value 1..N that no given of its row, column or box holds, placed in an empty cell; and
 * the decisions left on the path when a first solution is found are that solution's values.
 */
class SearchTraceTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv"})
    void theTraceIsTheSearch(String name) {
        assertThat(DfsSolvers.TRACING).contains(name);
        int decisions = 0;
        for (Puzzle p : EffortGolden.puzzles()) {
            if (!p.forAll()) {
                continue;
            }
            for (Mode mode : Mode.values()) {
                Path path = new Path(p.grid());
                SolveResult r = Solvers.named(name).solve(p.grid(), EffortGolden.request(mode).withTrace(path));
                String where = name + " " + p.name() + " " + mode + ": " + r.describe();
                assertThat(path.tried).as(where).isEqualTo(r.stats().nodes());
                assertThat(path.undone).as(where).isEqualTo(r.stats().backtracks());
                if (r.status() == Status.NO_SOLUTION || r.countExact()) {
                    assertThat(path.decisions).as("exhausted, nothing left on the path: %s", where).isEmpty();
                } else if (mode != Mode.COUNT) {
                    for (int[] d : path.decisions) {
                        assertThat(d[1]).as("%s: decision r%dc%d", where, d[0] / p.grid().size() + 1,
                                d[0] % p.grid().size() + 1).isEqualTo(r.solution().get(d[0]));
                    }
                }
                decisions += path.tried;
            }
        }
        assertThat(decisions).as("%s traced decisions", name).isGreaterThan(100);
    }

    @Test
    void theFastDfsReportsNoDecisions() {
        assertThat(DfsSolvers.TRACING).doesNotContain("dfs");
        Grid puzzle = EffortGolden.puzzles().stream().filter(p -> p.name().equals("norvig-hardest:2"))
                .findFirst().orElseThrow().grid();
        Path path = new Path(puzzle);
        SolveResult r = Solvers.named("dfs").solve(puzzle, HangGuard.first().withTrace(path));
        assertThat(r.stats().nodes()).isPositive();
        assertThat(path.tried + path.undone).isZero();
    }

    /**
     * The cancellation flag (and the clock) is read once every {@link SearchControl#CLOCK_EVERY}
     * nodes, not on every node: a flag raised at node 1000 stops the search when node 1024 is entered (it is refused, so 1,023 are counted).
     */
    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv"})
    void cancellationIsSeenAtTheNextClockReading(String name) {
        Cancellation token = new Cancellation();
        SearchTrace cancelAt1000 = new SearchTrace() {
            private int nodes;

            @Override
            public void tried(int cell, int value, int depth) {
                if (++nodes == 1000) {
                    token.cancel();
                }
            }

            @Override
            public void undone(int cell, int value, int depth) {
            }
        };
        SolveResult r = Solvers.named(name).solve(Grid.empty(Shape.of(3, 3)),
                HangGuard.count(Integer.MAX_VALUE).withCancellation(token).withTrace(cancelAt1000));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).isEqualTo("cancelled");
        assertThat(SearchControl.CLOCK_EVERY).isEqualTo(256);
        assertThat(r.stats().nodes()).as("node 1024 reads the flag and is refused").isEqualTo(1023);
    }

    /** Checks every event against the path so far and the puzzle's givens (plain checks: there are many events). */
    private static final class Path implements SearchTrace {
        private final Grid puzzle;
        private final Deque<int[]> decisions = new ArrayDeque<>();
        private long tried;
        private long undone;

        Path(Grid puzzle) {
            this.puzzle = puzzle;
        }

        @Override
        public void tried(int cell, int value, int depth) {
            tried++;
            check(depth == decisions.size(), "decision %d at depth %d on a path of %d", tried, depth, decisions.size());
            check(puzzle.get(cell) == 0, "decision in r%dc%d, a given", cell / puzzle.size() + 1, cell % puzzle.size() + 1);
            check(value >= 1 && value <= puzzle.size(), "value %d tried", value);
            for (int unit : puzzle.shape().unitsOf(cell)) {
                for (int other : puzzle.shape().unitCells(unit)) {
                    check(puzzle.get(other) != value, "value %d in cell %d clashes with a given", value, cell);
                }
            }
            decisions.push(new int[] {cell, value, depth});
        }

        @Override
        public void undone(int cell, int value, int depth) {
            undone++;
            int[] last = decisions.poll();
            check(last != null && last[0] == cell && last[1] == value && last[2] == depth,
                    "undo of %d in cell %d at depth %d is not the last decision on the path", value, cell, depth);
        }

        private static void check(boolean ok, String message, Object... args) {
            if (!ok) {
                throw new AssertionError(String.format(message, args));
            }
        }
    }
}
