package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Speedups read as people say them, at any size. */
class UnitsTest {

    @Test
    void speedupsSayFasterOrSlowerWithThreeSignificantDigits() {
        assertThat(Units.speedup(3.214)).isEqualTo("3.21x faster");
        assertThat(Units.speedup(5.43e-05)).isEqualTo("18,400x slower");
        assertThat(Units.speedup(0.0501)).isEqualTo("20.0x slower");
        assertThat(Units.speedup(123.4)).isEqualTo("123x faster");
        assertThat(Units.speedup(1.0)).isEqualTo("1.00x");
        assertThat(Units.speedup(Double.NaN)).isEqualTo("-");
    }

    @Test
    void intervalsNameTheirSideOnceOrEachEnd() {
        assertThat(Units.speedupInterval(0.0447, 0.0561)).isEqualTo("17.8x - 22.4x slower");
        assertThat(Units.speedupInterval(2.0, 4.0)).isEqualTo("2.00x - 4.00x faster");
        assertThat(Units.speedupInterval(0.8, 1.25)).isEqualTo("1.25x slower - 1.25x faster");
        assertThat(Units.speedupInterval(Double.NaN, 2)).isEqualTo("-");
    }

    @Test
    void timesTakeTheUnitTheyReadInAfterRounding() {
        assertThat(Units.time(812.4)).isEqualTo("812 ns");
        assertThat(Units.time(999.4)).isEqualTo("999 ns");
        assertThat(Units.time(999.6)).isEqualTo("1.00 µs");
        assertThat(Units.time(12_345)).isEqualTo("12.3 µs");
        assertThat(Units.time(999_600)).isEqualTo("1.00 ms");
        assertThat(Units.time(4_565_000)).isEqualTo("4.57 ms");
        assertThat(Units.time(999_700_000)).isEqualTo("1.00 s");
        assertThat(Units.time(1.234e9)).isEqualTo("1.23 s");
        assertThat(Units.time(1_234.5e9)).isEqualTo("1230 s");
        assertThat(Units.time(Double.NaN)).isEqualTo("-");
    }
}
