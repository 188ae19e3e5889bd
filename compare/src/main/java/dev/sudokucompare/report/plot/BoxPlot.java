package dev.sudokucompare.report.plot;

import java.util.List;

/**
 * Time distributions, one horizontal box per solver on a log time axis: the box spans the middle
 * half of the answered calls, the thick line is the median, whiskers and outliers as Tukey's.
 */
public final class BoxPlot {

    private static final double ROW = 30;

    private BoxPlot() {
    }

    public static String svg(String title, String note, List<Sample> samples, Object... attrs) {
        int longest = samples.stream().mapToInt(s -> Math.min(s.name().length(), 26)).max().orElse(4);
        double left = Math.max(64, 14 + 6.4 * longest);
        Canvas c = new Canvas("box", title, note, left, Canvas.WIDTH - left - 16, ROW * Math.max(1, samples.size()),
                List.of(), attrs);
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Sample s : samples) {
            for (double v : s.values()) {
                lo = Math.min(lo, Math.max(v, 1));
                hi = Math.max(hi, v);
            }
        }
        Scale x = lo > hi ? new LogScale(1e3, 1e6, c.x0(), c.x1(), TickFormat.TIME)
                : new LogScale(lo, hi, c.x0(), c.x1(), TickFormat.TIME);
        c.axes(x, null, "time per answered puzzle (log scale)", "");
        for (int i = 0; i < samples.size(); i++) {
            drawBox(c, x, samples.get(i), c.y1() + ROW * i + ROW / 2);
        }
        return c.finish();
    }

    private static void drawBox(Canvas c, Scale x, Sample s, double mid) {
        Svg svg = c.svg();
        double[] values = s.values();
        SeriesStyle style = SeriesStyle.of(s.style());
        svg.text("text", Labels.shorten(s.name(), 26), "class", "category", "x", c.x0() - 6, "y", mid + 4,
                "text-anchor", "end", "fill", "#222");
        svg.open("g", "class", "series", "data-solver", s.name(), "data-points", values.length, "fill",
                style.colour(), "stroke", style.colour());
        if (values.length == 0) {
            svg.text("text", "no answered calls", "x", c.x0() + 6, "y", mid + 4, "stroke", "none", "fill", "#666");
        } else {
            BoxStats b = BoxStats.of(values);
            double h = ROW * 0.55;
            svg.empty("line", "class", "whisker", "x1", x.px(b.whiskerLow()), "y1", mid, "x2", x.px(b.whiskerHigh()),
                    "y2", mid, "stroke-width", 1.2);
            svg.empty("rect", "class", "box", "x", x.px(b.q1()), "y", mid - h / 2,
                    "width", Math.max(1, x.px(b.q3()) - x.px(b.q1())), "height", h, "fill-opacity", 0.3);
            svg.empty("line", "class", "median", "x1", x.px(b.median()), "y1", mid - h / 2, "x2", x.px(b.median()),
                    "y2", mid + h / 2, "stroke-width", 3);
            svg.open("g", "class", "outliers", "fill-opacity", 0.45);
            for (double v : b.outliers()) {
                style.marker().draw(svg, x.px(v), mid, "pt");
            }
            svg.close("g");
        }
        svg.close("g");
    }
}
