package dev.sudokucompare.report.plot;

import java.util.List;

/** Draws point series as markers, one {@code <g class="series">} per series. */
final class Points {

    private Points() {
    }

    static void draw(Canvas c, Scale x, Scale y, PointSeries s) {
        SeriesStyle style = SeriesStyle.of(s.style());
        Svg svg = c.svg();
        svg.open("g", "class", "series", "data-solver", s.name(), "data-points", s.size(), "fill", style.colour(),
                "fill-opacity", 0.45, "stroke", style.colour(), "stroke-width", 1);
        for (int i = 0; i < s.size(); i++) {
            style.marker().draw(svg, x.px(s.x(i)), y.px(s.y(i)), "pt", s.label(i));
        }
        svg.close("g");
    }

    /** The smallest and largest positive value over the series' x (or y) values. */
    static double[] range(List<PointSeries> series, boolean xAxis) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (PointSeries s : series) {
            for (int i = 0; i < s.size(); i++) {
                double v = xAxis ? s.x(i) : s.y(i);
                if (v > 0) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        return lo > hi ? new double[] {1e3, 1e6} : new double[] {lo, hi};
    }
}
