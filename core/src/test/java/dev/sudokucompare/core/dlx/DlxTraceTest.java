package dev.sudokucompare.core.dlx;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The trace of a {@code dlx} search: each row tried is reported once with its depth (the rows
 * chosen above it), each row taken back is the last one tried and not yet taken back (a strict
 * stack: a dead end or a solution below a row ends in that row's undo), and the counts are the
 * result's nodes and backtracks.
 */
class DlxTraceTest {

    private final SudokuSolver dlx = DlxSolver.fromSpec("dlx").orElseThrow();

    @ParameterizedTest
    @EnumSource(Mode.class)
    void everyRowTriedAndTakenBackIsReportedInStackOrder(Mode mode) {
        for (Grid puzzle : Datasets.grids("norvig-hardest.txt")) {
            StackCheck trace = new StackCheck(puzzle);
            SolveResult r = dlx.solve(puzzle, HangGuard.of(mode).withTrace(trace));
            assertThat(trace.tried).as("%s %s", mode, puzzle).isEqualTo(r.stats().nodes()).isPositive();
            assertThat(trace.undone).as("%s %s", mode, puzzle).isEqualTo(r.stats().backtracks());
        }
    }

    private static final class StackCheck implements SearchTrace {
        private final Grid puzzle;
        private final Deque<int[]> path = new ArrayDeque<>();
        long tried;
        long undone;

        StackCheck(Grid puzzle) {
            this.puzzle = puzzle;
        }

        @Override
        public void tried(int cell, int value, int depth) {
            tried++;
            assertThat(puzzle.get(cell)).as("a row for a given cell").isZero();
            assertThat(value).isBetween(1, puzzle.size());
            assertThat(path.size()).as("depth of r%dc%d=%d", cell / puzzle.size() + 1, cell % puzzle.size() + 1, value)
                    .isEqualTo(depth);
            path.push(new int[] {cell, value});
        }

        @Override
        public void undone(int cell, int value, int depth) {
            undone++;
            assertThat(path.size()).isEqualTo(depth + 1);
            assertThat(path.pop()).as("the row taken back is the last one tried at depth %d", depth)
                    .containsExactly(cell, value);
        }
    }
}
