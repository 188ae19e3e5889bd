package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The survival view against SciPy 1.17: {@code scipy.stats.ttest_1samp} of the paired differences
 * of min(time, limit) (with its confidence_interval), {@code binomtest} for McNemar's exact test
 * and {@code binomtest(k, n).proportion_ci(method='wilson')} for the counts' intervals.
 */
class SurvivalTest {

    static final double LIMIT = 1000;
    static final double[] BASELINE = {10, 20, 30, 1000, 50, 60, 70, 80, 90, 100, 15, 25};
    static final boolean[] BASELINE_OK = {true, true, true, false, true, true, true, true, true, true, true, true};
    static final double[] OTHER = {12, 18, 45, 400, 1000, 55, 90, 70, 95, 130, 14, 1000};
    static final boolean[] OTHER_OK = {true, true, true, true, false, true, true, true, true, true, true, false};

    @Test
    void pairedDifferenceOfRestrictedMeansAgreesWithScipy() {
        SurvivalDifference d = SurvivalDifference.of(BASELINE, BASELINE_OK, OTHER, OTHER_OK, LIMIT);
        assertThat(d.rmstDifference()).isCloseTo(114.91666666666667, within(1e-9));
        assertThat(d.low()).isCloseTo(-159.79524819147076, within(1e-6));
        assertThat(d.high()).isCloseTo(389.62858152480413, within(1e-6));
        assertThat(d.pValue()).isCloseTo(0.3769523698723871, within(1e-9));
        assertThat(d.onlySolver()).isEqualTo(1);
        assertThat(d.onlyBaseline()).isEqualTo(2);
        assertThat(d.mcnemarP()).isCloseTo(1.0, within(1e-12));
    }

    @Test
    void countsWithinBudgetsHaveWilsonIntervalsAndTheRmstIsExact() {
        Survival s = Survival.of(List.of("a", "b"), new double[][] {BASELINE, OTHER},
                new boolean[][] {BASELINE_OK, OTHER_OK}, LIMIT);
        // Powers of ten from the fastest correct call (10) below the limit, then the limit.
        assertThat(s.budgets()).containsExactly(10.0, 100.0, 1000.0);
        Survival.Curve a = s.curve("a");
        assertThat(a.solved()).containsExactly(1L, 11L, 11L);
        Survival.Curve b = s.curve("b");
        assertThat(b.solved()).containsExactly(0L, 8L, 10L);
        // binomtest(7, 12).proportion_ci(method='wilson') * 12 = (3.834, 9.681): outward to whole calls.
        Survival.Curve seven = Survival.of(List.of("x"), new double[][] {{1, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5}},
                new boolean[][] {{true, true, true, true, true, true, true, false, false, false, false, false}}, LIMIT)
                .curve("x");
        assertThat(seven.solved().get(seven.solved().size() - 1)).isEqualTo(7);
        assertThat(seven.low().get(seven.low().size() - 1)).isEqualTo(3);
        assertThat(seven.high().get(seven.high().size() - 1)).isEqualTo(10);
        double rmst = (10 + 20 + 30 + 1000 + 50 + 60 + 70 + 80 + 90 + 100 + 15 + 25) / 12.0;
        assertThat(a.rmst()).isCloseTo(rmst, within(1e-9));
        assertThat(a.rmstLow()).isLessThan(rmst);
        assertThat(a.rmstHigh()).isGreaterThan(rmst).isLessThanOrEqualTo(LIMIT);
    }

    @Test
    void noCorrectCallLeavesOnlyTheLimit() {
        Survival s = Survival.of(List.of("a"), new double[][] {{3, 4}}, new boolean[][] {{false, false}}, 50);
        assertThat(s.budgets()).containsExactly(50.0);
        assertThat(s.curve("a").solved()).containsExactly(0L);
        assertThat(s.curve("a").rmst()).isEqualTo(50);
    }

    /**
     * A curve whose data are an earlier one's (the virtual best of a run of one solver) is that
     * curve under its own name; the times of calls without a correct answer do not count, a
     * correct call's time does. Each is what the curve computed alone would be.
     */
    @Test
    void aCurveWithAnEarlierCurvesDataIsThatCurveUnderItsOwnName() {
        double[] sameCorrectTimes = BASELINE.clone();
        sameCorrectTimes[3] = 7; // not a correct call: its time is not the curve's
        double[] oneCorrectTimeOff = BASELINE.clone();
        oneCorrectTimeOff[0] = 11;
        Survival s = Survival.of(List.of("a", "b", "best", "off"),
                new double[][] {BASELINE, OTHER, sameCorrectTimes, oneCorrectTimeOff},
                new boolean[][] {BASELINE_OK, OTHER_OK, BASELINE_OK, BASELINE_OK}, LIMIT);
        assertThat(s.curve("best")).usingRecursiveComparison().ignoringFields("solver").isEqualTo(s.curve("a"));
        assertThat(s.curve("best").solver()).isEqualTo("best");
        for (String name : List.of("best", "off")) {
            double[] times = name.equals("best") ? sameCorrectTimes : oneCorrectTimeOff;
            // First, so computed, not shared; with the same others, so with the same budgets.
            Survival alone = Survival.of(List.of(name, "b", "a"), new double[][] {times, OTHER, BASELINE},
                    new boolean[][] {BASELINE_OK, OTHER_OK, BASELINE_OK}, LIMIT);
            assertThat(s.curve(name)).as(name).isEqualTo(alone.curve(name));
        }
        assertThat(s.curve("off").rmst()).isNotEqualTo(s.curve("a").rmst());
    }
}
