package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * A solver's change against its controls' spread, against SciPy 1.17: the mean and sample standard
 * deviation of the controls' changes, {@code scipy.stats.t.sf} and {@code t.isf} on k - 1 degrees
 * of freedom.
 */
class DriftTestTest {

    private static final double[] CONTROLS = {0.1, 0.2, 0.0, 0.15};

    @Test
    void changeAgainstTheControlsSpreadAgreesWithScipy() {
        DriftTest d = DriftTest.of(0.5, 0.05, CONTROLS, Math.log(1.1), 0);
        assertThat(d.controls()).isEqualTo(4);
        assertThat(d.controlMean()).isCloseTo(0.1125, within(1e-12));
        assertThat(d.controlSpread()).isCloseTo(0.08539125638299666, within(1e-12));
        assertThat(d.change()).isCloseTo(0.3875, within(1e-12));
        assertThat(d.low()).isCloseTo(0.04452465464723371, within(1e-9));
        assertThat(d.high()).isCloseTo(0.7304753453527661, within(1e-9));
        assertThat(d.pValue()).isCloseTo(0.036544832731646604, within(1e-9));
    }

    @Test
    void theSpreadIsNeverTakenBelowTheFloor() {
        DriftTest d = DriftTest.of(0.5, 0.05, CONTROLS, Math.log(1.1), 0.2);
        assertThat(d.controlSpread()).isCloseTo(0.08539125638299666, within(1e-12));
        assertThat(d.spread()).isEqualTo(0.2);
        assertThat(d.low()).isCloseTo(-0.341690054454757, within(1e-9));
        assertThat(d.pValue()).isCloseTo(0.14601182495565013, within(1e-9));
    }

    @Test
    void fewerThanTwoControlsTestNothing() {
        assertThat(DriftTest.of(3, 0, new double[] {0}, 0.1, 0)).isEqualTo(DriftTest.NONE);
        assertThat(DriftTest.of(3, 0, new double[0], 0.1, 0).pValue()).isNaN();
    }
}
