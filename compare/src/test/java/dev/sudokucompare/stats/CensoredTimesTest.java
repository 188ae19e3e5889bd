package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Quantile;
import org.junit.jupiter.api.Test;

/** Quantiles against commons-statistics' own type-2 estimator; censoring against values worked out by hand. */
class CensoredTimesTest {

    @Test
    void quantilesAreHyndmanFanType2AsCommonsStatisticsComputesThem() {
        Quantile hf2 = Quantile.withDefaults().with(Quantile.EstimationMethod.HF2);
        SplittableRandom random = new SplittableRandom(11);
        for (int n : new int[] {1, 2, 3, 10, 11, 20, 99, 100, 101, 997}) {
            double[] v = new double[n];
            for (int i = 0; i < n; i++) {
                v[i] = random.nextInt(5) == 0 ? 1000 : Math.exp(random.nextDouble() * 10); // some ties
            }
            CensoredTimes t = CensoredTimes.of(v, 0, 1e12);
            for (double p : new double[] {0, 0.1, 0.25, 0.5, 0.9, 0.99, 1}) {
                double expected = hf2.evaluate(v.clone(), p);
                assertThat(t.quantile(p).value()).as("n=%d p=%s", n, p).isCloseTo(expected, within(1e-12 * expected));
                assertThat(t.quantile(p).isExact()).isTrue();
            }
        }
    }

    @Test
    void evenCountMedianIsTheMiddleOfTheTwoMiddleValues() {
        CensoredTimes t = CensoredTimes.of(new double[] {4, 1, 3, 2}, 0, 100);
        assertThat(t.quantile(0.5).value()).isEqualTo(2.5);
        assertThat(t.quantile(1).value()).isEqualTo(4);
    }

    @Test
    void unsolvedCallsRankLastAtTheLimitAndMakeLowerBounds() {
        // sorted: 1 2 3 | 10 10 (two calls without a correct answer, limit 10)
        CensoredTimes t = CensoredTimes.of(new double[] {3, 1, 2}, 2, 10);
        assertThat(t.quantile(0.5)).isEqualTo(Figure.exact(3));
        assertThat(t.quantile(0.9)).isEqualTo(new Figure(10, Figure.Bound.AT_LEAST));
        assertThat(t.quantile(1)).isEqualTo(new Figure(10, Figure.Bound.AT_LEAST));
        assertThat(t.mean()).isEqualTo(new Figure((1 + 2 + 3 + 10 + 10) / 5.0, Figure.Bound.AT_LEAST));
        assertThat(t.par2()).isCloseTo((1 + 2 + 3 + 20 + 20) / 5.0, within(1e-12));
        // A midpoint with an unsolved neighbour is a bound too: (1 + at least 10) / 2 >= 5.5.
        CensoredTimes half = CensoredTimes.of(new double[] {1}, 1, 10);
        assertThat(half.quantile(0.5)).isEqualTo(new Figure(5.5, Figure.Bound.AT_LEAST));
        assertThat(CensoredTimes.of(new double[] {1, 2, 3}, 1, 10).quantile(0.5)).isEqualTo(Figure.exact(2.5));
    }

    @Test
    void aSolvedTimeAboveTheLimitStillRanksBeforeTheUnsolved() {
        CensoredTimes t = CensoredTimes.of(new double[] {12}, 1, 10);
        assertThat(t.orderStatistic(1)).isEqualTo(Figure.exact(12));
        assertThat(t.orderStatistic(2).bound()).isEqualTo(Figure.Bound.AT_LEAST);
    }

    @Test
    void tailQuantilesNeedCallsAboveThem() {
        double[] hundred = new double[100];
        Arrays.setAll(hundred, i -> i + 1);
        TimeSummary s = TimeSummary.of(hundred, 0, 1e9);
        assertThat(s.median().value()).isEqualTo(50.5);
        assertThat(s.p90().value()).isEqualTo(90.5);
        assertThat(s.p99().value()).isEqualTo(99.5);
        assertThat(s.max().value()).isEqualTo(100);
        TimeSummary fewer = TimeSummary.of(Arrays.copyOf(hundred, 99), 0, 1e9);
        assertThat(fewer.p99().exists()).isFalse();
        assertThat(fewer.p90().value()).isEqualTo(90);
        assertThat(TimeSummary.of(new double[] {1, 2, 3}, 0, 1e9).p90().exists()).isFalse();
    }

    @Test
    void noCallsNoFigures() {
        TimeSummary none = TimeSummary.of(new double[0], 0, 1e9);
        assertThat(none.calls()).isZero();
        assertThat(none.median().exists()).isFalse();
        assertThat(none.par2()).isNaN();
        TimeSummary one = TimeSummary.of(new double[] {7}, 0, 1e9);
        assertThat(one.mean()).isEqualTo(Figure.exact(7));
        assertThat(one.meanLow().exists()).isFalse();
        assertThat(one.medianLow().exists()).isFalse();
    }

    @Test
    void withoutACorrectCallThereIsNoIntervalAndCensoredEndsAreBounds() {
        // Every call at the limit: a zero-width interval would claim a precision the data lack.
        TimeSummary none = TimeSummary.of(new double[0], 30, 1e9);
        assertThat(none.median()).isEqualTo(Figure.atLeast(1e9, true));
        assertThat(none.meanLow().exists()).isFalse();
        assertThat(none.meanHigh().exists()).isFalse();
        assertThat(none.medianLow().exists()).isFalse();
        assertThat(none.par2Low()).isNaN();
        assertThat(none.par2()).isEqualTo(2e9);
        // Some censored: both ends of the mean's interval are lower bounds; uncensored: exact.
        double[] solved = {1, 2, 3, 4, 5, 6, 7, 8};
        TimeSummary some = TimeSummary.of(solved, 2, 100);
        assertThat(some.meanLow().bound()).isEqualTo(Figure.Bound.AT_LEAST);
        assertThat(some.meanHigh().bound()).isEqualTo(Figure.Bound.AT_LEAST);
        assertThat(some.par2()).isEqualTo((36 + 400) / 10.0);
        assertThat(some.par2Low()).isLessThan(some.par2()).isGreaterThanOrEqualTo(1);
        assertThat(some.par2High()).isGreaterThan(some.par2()).isLessThanOrEqualTo(200);
        TimeSummary all = TimeSummary.of(solved, 0, 100);
        assertThat(all.meanLow().isExact()).isTrue();
        assertThat(all.par2Low()).isEqualTo(all.meanLow().value());
    }
}
