package dev.sudokucompare.report.plot;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SeriesStyleTest {

    @Test
    void anyTwoOfTheFirstSixteenDifferInAtLeastTwoWays() {
        for (int i = 0; i < 16; i++) {
            for (int j = i + 1; j < 16; j++) {
                SeriesStyle a = SeriesStyle.of(i);
                SeriesStyle b = SeriesStyle.of(j);
                int differences = (a.colour().equals(b.colour()) ? 0 : 1) + (a.marker() == b.marker() ? 0 : 1)
                        + (a.dash().equals(b.dash()) ? 0 : 1);
                assertThat(differences).as("series %d and %d", i, j).isGreaterThanOrEqualTo(2);
            }
        }
    }

    @Test
    void longLabelsKeepBothEnds() {
        assertThat(Labels.shorten("choco:consistency=AC_TUNED,search=minDom,model=reuse", 26))
                .isEqualTo("choco:consis…m,model=reuse").hasSize(26);
        assertThat(Labels.shorten("dfs", 26)).isEqualTo("dfs");
    }
}
