package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import org.junit.jupiter.api.Test;

/** Against values worked out by hand. */
class PairedSpeedupTest {

    @Test
    void constantRatioHasAZeroWidthInterval() {
        PairedSpeedup s = PairedSpeedup.of(new double[] {2, 4, 8}, new double[] {1, 2, 4});
        assertThat(s.geometricMean()).isCloseTo(2, within(1e-12));
        assertThat(s.ciLow()).isCloseTo(2, within(1e-12));
        assertThat(s.ciHigh()).isCloseTo(2, within(1e-12));
        assertThat(s.wins()).isEqualTo(3);
        assertThat(s.losses()).isZero();
    }

    @Test
    void geometricMeanOfHalfAndFourIsRootTwo() {
        PairedSpeedup s = PairedSpeedup.of(new double[] {1, 4}, new double[] {2, 1});
        assertThat(s.geometricMean()).isCloseTo(Math.sqrt(2), within(1e-12));
        // logs: -ln2, 2 ln2; mean ln2/2; sd = 3 ln2 / sqrt 2; with one degree of freedom t is
        // Cauchy's quantile, t(0.975, 1) = tan(0.475 pi)
        double half = Math.tan(0.475 * Math.PI) * (3 * Math.log(2) / Math.sqrt(2)) / Math.sqrt(2);
        assertThat(s.ciLow()).isCloseTo(Math.exp(Math.log(2) / 2 - half), withinPercentage(1e-6));
        assertThat(s.ciHigh()).isCloseTo(Math.exp(Math.log(2) / 2 + half), withinPercentage(1e-6));
        assertThat(s.wins()).isEqualTo(1);
        assertThat(s.losses()).isEqualTo(1);
    }

    @Test
    void tiesAndEmpty() {
        PairedSpeedup s = PairedSpeedup.of(new double[] {3, 3}, new double[] {3, 6});
        assertThat(s.ties()).isEqualTo(1);
        assertThat(s.losses()).isEqualTo(1);
        assertThat(PairedSpeedup.of(new double[0], new double[0]).geometricMean()).isNaN();
    }
}
