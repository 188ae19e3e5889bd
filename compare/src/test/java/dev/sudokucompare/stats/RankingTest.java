package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.engine.AnswerVerdict;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The SAT competitions' order, on hand-made scoreboards. */
class RankingTest {

    @Test
    void wrongAnswersRankLastThenCorrectAnswersThenPar2() {
        SolverStats fastButWrong = stats("fast-but-wrong", 10, 1, 0, 1);
        SolverStats slow = stats("slow", 8, 0, 3, 500);
        SolverStats quick = stats("quick", 8, 0, 3, 100);
        SolverStats most = stats("most", 9, 0, 2, 900);
        SolverStats idle = new SolverStats("idle", true, Map.of(), Map.of(), 0, TimeSummary.NONE, Double.NaN,
                Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        assertThat(Ranking.of(List.of(fastButWrong, slow, idle, quick, most)).stream().map(SolverStats::solver))
                .containsExactly("most", "quick", "slow", "idle", "fast-but-wrong");
    }

    @Test
    void par2CountsEveryUnsolvedCallAsTwiceTheLimit() {
        // Two correct calls of 1 and 3, one limit, one wrong answer; limit 10: (1 + 3 + 20 + 20) / 4 = 11.
        assertThat(TimeSummary.of(new double[] {1, 3}, 2, 10).par2()).isEqualTo(11);
    }

    private static SolverStats stats(String name, long correct, long wrong, long limit, double eachSolvedTime) {
        double[] times = new double[(int) correct];
        Arrays.fill(times, eachSolvedTime);
        return new SolverStats(name, true, Map.of(AnswerVerdict.CORRECT, correct, AnswerVerdict.WRONG, wrong,
                AnswerVerdict.LIMIT, limit), Map.of(), 0, TimeSummary.of(times, (int) (wrong + limit), 1000), 0, 0, 0, 0, Double.NaN, Double.NaN);
    }
}
