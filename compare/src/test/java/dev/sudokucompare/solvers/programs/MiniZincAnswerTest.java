package dev.sudokucompare.solvers.programs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import org.junit.jupiter.api.Test;

/** MiniZinc's output for satisfaction problems, as its documentation on output defines it. */
class MiniZincAnswerTest {

    private static final Shape FOUR = Shape.of(2, 2);

    @Test
    void solutionsThenTheSearchFinished() throws Exception {
        MiniZincAnswer a = MiniZincAnswer.read("""
                %%%mzn-stat: flatTime=0.166
                %%%mzn-stat-end
                1 2 3 4
                3 4 1 2
                2 1 4 3
                4 3 2 1
                ----------
                1 2 3 4
                3 4 1 2
                2 3 4 1
                4 1 2 3
                ----------
                ==========
                %%%mzn-stat: nodes=7
                %%%mzn-stat: failures=2
                %%%mzn-stat: solveTime=0.001
                """, FOUR);
        assertThat(a.solutions()).containsExactly(Grid.parse("1234341221434321"), Grid.parse("1234341223414123"));
        assertThat(a.ending()).isEqualTo(MiniZincAnswer.Ending.COMPLETE);
        assertThat(a.nodes()).isEqualTo(7);
        assertThat(a.failures()).isEqualTo(2);
        assertThat(a.flatSeconds()).isEqualTo(0.166);
    }

    @Test
    void theOtherEndings() throws Exception {
        assertThat(MiniZincAnswer.read("=====UNSATISFIABLE=====\n", FOUR).ending()).isEqualTo(MiniZincAnswer.Ending.UNSATISFIABLE);
        assertThat(MiniZincAnswer.read("=====UNKNOWN=====\n", FOUR).ending()).isEqualTo(MiniZincAnswer.Ending.UNKNOWN);
        assertThat(MiniZincAnswer.read("=====ERROR=====\n", FOUR).ending()).isEqualTo(MiniZincAnswer.Ending.ERROR);
        MiniZincAnswer stopped = MiniZincAnswer.read("1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1\n----------\n", FOUR);
        assertThat(stopped.ending()).isEqualTo(MiniZincAnswer.Ending.STOPPED);
        assertThat(stopped.solutions()).hasSize(1);
    }

    @Test
    void whatIsNoSolutionSaysWhy() {
        assertThatThrownBy(() -> MiniZincAnswer.read("1 2 3\n----------\n", FOUR)).hasMessageContaining("3 values, not 16");
        assertThatThrownBy(() -> MiniZincAnswer.read("1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 x\n----------\n", FOUR))
                .hasMessageContaining("'x' is not a number");
        assertThatThrownBy(() -> MiniZincAnswer.read("1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 5\n----------\n", FOUR))
                .hasMessageContaining("5 is not a value");
        assertThatThrownBy(() -> MiniZincAnswer.read("1 2 3 4 3 4 1 2 2 1 4 3 4 3 2 1\n----------\n=====UNSATISFIABLE=====\n", FOUR))
                .hasMessageContaining("solutions, then UNSATISFIABLE");
    }
}
