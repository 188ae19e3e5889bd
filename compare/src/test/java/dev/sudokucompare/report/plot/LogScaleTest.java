package dev.sudokucompare.report.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class LogScaleTest {

    private static List<String> labels(Scale s) {
        return s.ticks().stream().filter(Tick::major).map(Tick::label).toList();
    }

    @Test
    void severalDecadesGetDecadeTicksWithTimeUnits() {
        LogScale s = new LogScale(23e3, 0.4e9, 0, 500, TickFormat.TIME);
        assertThat(labels(s)).containsExactly("10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s");
        assertThat(s.px(1e4)).isEqualTo(0);
        assertThat(s.px(1e9)).isCloseTo(500, within(1e-9));
        assertThat(s.px(1e6)).isCloseTo(200, within(1e-9));
    }

    @Test
    void aNarrowRangeGetsOneTwoFiveTicks() {
        assertThat(labels(new LogScale(1200, 1800, 0, 100, TickFormat.TIME))).containsExactly("1 µs", "2 µs");
        assertThat(labels(new LogScale(300, 4000, 0, 100, TickFormat.COUNT))).containsExactly("200", "500", "1k", "2k",
                "5k");
        // 1.4 decades of data, widened to 10 µs - 500 µs: still labelled in 1-2-5 steps up to the end
        assertThat(labels(new LogScale(15e3, 400e3, 0, 100, TickFormat.TIME)))
                .containsExactly("10 µs", "20 µs", "50 µs", "100 µs", "200 µs", "500 µs");
    }

    @Test
    void aSingleValueStillHasARange() {
        LogScale s = new LogScale(1000, 1000, 0, 100, TickFormat.TIME);
        assertThat(s.lo()).isLessThan(1000);
        assertThat(s.hi()).isGreaterThan(1000);
    }

    @Test
    void manyDecadesLabelEveryOtherOne() {
        assertThat(labels(new LogScale(1, 1e10, 0, 100, TickFormat.COUNT)))
                .containsExactly("1", "100", "10k", "1M", "100M", "10G");
    }

    @Test
    void linearCountsGetRoundSteps() {
        LinearScale s = new LinearScale(278, 250, 0);
        assertThat(labels(s)).containsExactly("0", "100", "200", "300");
        assertThat(s.px(300)).isEqualTo(0);
        assertThat(labels(new LinearScale(3, 0, 1))).containsExactly("0", "1", "2", "3");
    }

    @Test
    void svgTextAndAttributesAreEscaped() {
        String out = new Svg().text("text", "a<b>&\"'", "data-x", "<\"'>").toString();
        assertThat(out).isEqualTo("<text data-x=\"&lt;&quot;&#39;&gt;\">a&lt;b&gt;&amp;&quot;&#39;</text>");
    }
}
