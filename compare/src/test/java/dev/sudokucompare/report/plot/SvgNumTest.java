package dev.sudokucompare.report.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A coordinate is spelled by hand, not by {@code String.format}: the same text as the format's
 * one decimal of the value rounded to tenths, without a trailing ".0", on seeded random values
 * of every size and sign and on the halves where rounding turns.
 */
class SvgNumTest {

    @Test
    void spellsTenthsAsTheFormatDoes() {
        Random random = new Random(20261123);
        for (int i = 0; i < 200_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(8) - 2);
            double v = (random.nextDouble() * 2 - 1) * magnitude;
            assertThat(Svg.num(v)).as("%s", v).isEqualTo(formatted(v));
        }
        for (int tenths = -2000; tenths <= 2000; tenths++) {
            for (double nudge : new double[] {0, 0.05, -0.05, 0.0499999, -0.0499999}) {
                double v = tenths / 10.0 + nudge;
                assertThat(Svg.num(v)).as("%s", v).isEqualTo(formatted(v));
            }
        }
        assertThat(Svg.num(-0.04)).isEqualTo("0");
        assertThat(Svg.num(-0.5)).isEqualTo("-0.5");
        assertThat(Svg.num(12.0)).isEqualTo("12");
    }

    /** The rule as the format says it: round to tenths, one decimal, ".0" dropped. */
    private static String formatted(double v) {
        double r = Math.round(v * 10) / 10.0;
        return r == Math.rint(r) ? Long.toString((long) r) : String.format(Locale.ROOT, "%.1f", r);
    }
}
