package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SearchTrace;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * dfs-mrv tells the trace what propagation filled, with the depth that says when it is gone. Replaying
 * decisions and fills by that rule must rebuild the solver's own board: the first full board is the
 * solution it returns, and no event ever lands on a cell the replay thinks is filled.
 */
class MrvFilledTraceTest {

    @Test
    void replayingDecisionsAndFillsRebuildsTheSolution() {
        List<DatasetCase> cases = new ArrayList<>(DatasetCase.of("norvig-hardest", 11));
        cases.addAll(DatasetCase.of("norvig-top95", 20));
        long fills = 0;
        for (DatasetCase c : cases) {
            Replay replay = new Replay(c.puzzle().toArray());
            SolveResult r = Solvers.named("dfs-mrv").solve(c.puzzle(), HangGuard.first().withTrace(replay));
            assertThat(replay.problems).as("replay of %s", c).isEmpty();
            assertThat(replay.firstFull).as("first full board of %s", c).isNotNull();
            assertThat(Grid.of(c.puzzle().shape(), replay.firstFull)).as("%s", c).isEqualTo(r.solution());
            fills += replay.fills;
        }
        assertThat(fills).as("values filled by propagation").isPositive();
    }

    /** The board by the trace alone: a fill at depth d lives until decision d - 1 is taken back. */
    private static final class Replay implements SearchTrace {
        private final int[] values;
        private final int[] filledAt;
        private final int[] decidedAt;
        private final List<String> problems = new ArrayList<>();
        private int[] firstFull;
        private long fills;

        Replay(int[] givens) {
            values = givens;
            filledAt = new int[givens.length];
            decidedAt = new int[givens.length];
            Arrays.fill(filledAt, -1);
            Arrays.fill(decidedAt, -1);
        }

        @Override
        public void tried(int cell, int value, int depth) {
            place(cell, value, "tried");
            decidedAt[cell] = depth;
        }

        @Override
        public void undone(int cell, int value, int depth) {
            if (values[cell] != value || decidedAt[cell] != depth) {
                problems.add("undone " + cell + "=" + value + "@" + depth + " was not that decision");
            }
            for (int i = 0; i < values.length; i++) {
                if (filledAt[i] > depth || decidedAt[i] >= depth) {
                    values[i] = 0;
                    filledAt[i] = -1;
                    decidedAt[i] = -1;
                }
            }
        }

        @Override
        public void filled(int cell, int value, int depth) {
            place(cell, value, "filled");
            filledAt[cell] = depth;
            fills++;
        }

        private void place(int cell, int value, String what) {
            if (values[cell] != 0) {
                problems.add(what + " " + cell + "=" + value + " on a filled cell");
            }
            values[cell] = value;
            if (firstFull == null && Arrays.stream(values).noneMatch(v -> v == 0)) {
                firstFull = values.clone();
            }
        }
    }
}
