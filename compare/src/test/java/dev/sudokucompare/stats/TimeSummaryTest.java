package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Against values worked out by hand. */
class TimeSummaryTest {

    @Test
    void fiveValues() {
        TimeSummary s = TimeSummary.of(new double[] {5, 1, 4, 2, 3});
        assertThat(s.count()).isEqualTo(5);
        assertThat(s.total()).isEqualTo(15);
        assertThat(s.mean()).isEqualTo(3);
        assertThat(s.median()).isEqualTo(3);
        assertThat(s.max()).isEqualTo(5);
        // sd = sqrt(10/4) = 1.58114; t(0.975, 4) = 2.776445; half width = 2.776445 * 1.58114 / sqrt(5) = 1.963243
        assertThat(s.ciLow()).isCloseTo(3 - 1.963243, within(1e-5));
        assertThat(s.ciHigh()).isCloseTo(3 + 1.963243, within(1e-5));
    }

    @Test
    void percentilesOfOneToHundred() {
        double[] v = new double[100];
        for (int i = 0; i < 100; i++) {
            v[i] = i + 1;
        }
        TimeSummary s = TimeSummary.of(v);
        assertThat(s.median()).isEqualTo(50.5);
        // Hyndman-Fan type 8 (the library's default): h = (n + 1/3) p + 1/3
        assertThat(s.p90()).isCloseTo((100 + 1.0 / 3) * 0.9 + 1.0 / 3, within(1e-9));
        assertThat(s.p99()).isCloseTo((100 + 1.0 / 3) * 0.99 + 1.0 / 3, within(1e-9));
    }

    @Test
    void tooFewSamplesHaveNoInterval() {
        TimeSummary one = TimeSummary.of(new double[] {7});
        assertThat(one.mean()).isEqualTo(7);
        assertThat(one.ciLow()).isNaN();
        TimeSummary none = TimeSummary.of(new double[0]);
        assertThat(none.count()).isZero();
        assertThat(none.median()).isNaN();
    }
}
