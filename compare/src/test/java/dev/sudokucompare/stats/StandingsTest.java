package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The virtual best solver, the MiniZinc Challenge's complete (Borda) score and how often a rank holds. */
class StandingsTest {

    @Test
    void bordaSplitsARecordBothAnsweredByTimeAndGivesAWholePointForAnsweringAlone() {
        double[][] times = {{1, 3, 10}, {3, 1, 10}};
        boolean[][] correct = {{true, true, true}, {true, true, false}};
        // a: 3/4 + 1/4 + 1 (b did not answer the third); b: 1/4 + 3/4 + 0.
        assertThat(Standings.borda(0, times, correct)).isCloseTo(2.0, within(1e-12));
        assertThat(Standings.borda(1, times, correct)).isCloseTo(1.0, within(1e-12));
        // Against a third solver that answered nothing, each of a's correct answers scores 1 more.
        double[][] three = {{1, 3, 10}, {3, 1, 10}, {5, 5, 5}};
        boolean[][] threeCorrect = {{true, true, true}, {true, true, false}, {false, false, false}};
        assertThat(Standings.borda(0, three, threeCorrect)).isCloseTo(5.0, within(1e-12));
        assertThat(Standings.borda(2, three, threeCorrect)).isZero();
    }

    @Test
    void theVirtualBestTakesEachRecordsFastestCorrectAnswer() {
        double[][] times = {{1, 30, 10, 100}, {3, 2, 9, 100}};
        boolean[][] correct = {{true, true, true, false}, {true, true, false, false}};
        TimeSummary best = Standings.virtualBest(times, correct, 100);
        assertThat(best.calls()).isEqualTo(4);
        assertThat(best.solved()).isEqualTo(3);
        assertThat(best.par2()).isCloseTo((1 + 2 + 10 + 200) / 4.0, within(1e-12));
    }

    @Test
    void aClearWinnerHoldsItsRankAndANearTieDoesNot() {
        int n = 60;
        double[][] times = new double[3][n];
        boolean[][] correct = new boolean[3][n];
        for (int i = 0; i < n; i++) {
            times[0][i] = 10;
            times[1][i] = i % 2 == 0 ? 99 : 101;
            times[2][i] = i % 2 == 0 ? 101 : 99;
            for (int s = 0; s < 3; s++) {
                correct[s][i] = true;
            }
        }
        Standings st = Standings.of(List.of("fast", "b", "c"), new int[] {1, 2, 3}, new boolean[3], times, correct, 1e6);
        assertThat(st.resamples()).isEqualTo(Standings.MOST_RESAMPLES);
        assertThat(st.standing("fast").rankHeld()).isEqualTo(1.0);
        assertThat(st.standing("fast").rankLow()).isEqualTo(1);
        assertThat(st.standing("fast").rankHigh()).isEqualTo(1);
        // b and c tie on the whole data: each keeps its rank in about half the resamples.
        assertThat(st.standing("b").rankHeld()).isBetween(0.3, 0.7);
        assertThat(st.standing("c").rankLow()).isEqualTo(2);
        assertThat(st.standing("c").rankHigh()).isEqualTo(3);
    }

    @Test
    void aWrongAnswerRanksLastInEveryResample() {
        double[][] times = {{1, 1, 1, 1}, {9, 9, 9, 9}};
        boolean[][] correct = {{true, true, true, true}, {true, true, true, true}};
        Standings st = Standings.of(List.of("wrong-but-fast", "slow"), new int[] {2, 1}, new boolean[] {true, false},
                times, correct, 100);
        assertThat(st.standing("wrong-but-fast").rankHeld()).isEqualTo(1.0);
        assertThat(st.standing("slow").rankHeld()).isEqualTo(1.0);
    }

    @Test
    void aLoneSolverHoldsRankOneExactlyWithoutResampling() {
        double[][] times = {{1, 5, 3}};
        boolean[][] correct = {{true, false, true}};
        Standings st = Standings.of(List.of("alone"), new int[] {1}, new boolean[1], times, correct, 100);
        assertThat(st.resamples()).isZero();
        assertThat(st.standing("alone").rankHeld()).isEqualTo(1.0);
        assertThat(st.standing("alone").rankLow()).isEqualTo(1);
        assertThat(st.standing("alone").rankHigh()).isEqualTo(1);
    }
}
