package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Holm's adjustment against R's p.adjust(p, "holm"), worked out by hand. */
class HolmTest {

    @Test
    void stepDownWithARunningMaximumCappedAtOne() {
        // p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") = 0.03 0.06 0.06 0.02
        double[] adjusted = Holm.adjust(new double[] {0.01, 0.04, 0.03, 0.005});
        assertThat(adjusted[0]).isCloseTo(0.03, within(1e-12));
        assertThat(adjusted[1]).isCloseTo(0.06, within(1e-12));
        assertThat(adjusted[2]).isCloseTo(0.06, within(1e-12));
        assertThat(adjusted[3]).isCloseTo(0.02, within(1e-12));
        assertThat(Holm.adjust(new double[] {0.5, 0.6})).containsExactly(1.0, 1.0);
    }

    @Test
    void aMissingTestIsNoMemberOfTheFamily() {
        double[] adjusted = Holm.adjust(new double[] {Double.NaN, 0.01, 0.02});
        assertThat(adjusted[0]).isNaN();
        assertThat(adjusted[1]).isCloseTo(0.02, within(1e-12));
        assertThat(adjusted[2]).isCloseTo(0.02, within(1e-12));
        assertThat(Holm.adjust(new double[0])).isEmpty();
    }
}
