package dev.sudokucompare.report.plot;

import java.util.Arrays;
import java.util.List;

/**
 * A search tree's profile: nodes and backtracks at each depth (decisions on the path), depth along
 * x, counts on a log y axis. Several profiles drawn with the same {@code depthLimit} and
 * {@code countLimit} share their scales, so orders of magnitude compare by sight.
 */
public final class DepthProfilePlot {

    private DepthProfilePlot() {
    }

    /**
     * {@code nodes[i]} and {@code backtracks[i]} are the counts of depths {@code i * binWidth} to
     * {@code (i + 1) * binWidth - 1}; a zero count has no point (a log axis has no zero).
     */
    public static String svg(String title, String note, long[] nodes, long[] backtracks, int binWidth, int depthLimit,
            long countLimit, Object... attrs) {
        List<Legend.Entry> keys = List.of(new Legend.Entry("nodes", 0, true), new Legend.Entry("backtracks", 1, true));
        Canvas c = new Canvas("profile", title, note, 64, Canvas.WIDTH - 64 - 16, 220, keys, attrs);
        Scale x = new LinearScale(Math.max(depthLimit, 1), c.x0(), c.x1());
        Scale y = new LogScale(1, Math.max(countLimit, 1), c.y0(), c.y1(), TickFormat.COUNT);
        c.axes(x, y, binWidth == 1 ? "depth (decisions on the path)" : "depth (decisions on the path), grouped by "
                + binWidth, "count at that depth (log scale)");
        series(c, x, y, "nodes", 0, nodes, binWidth);
        series(c, x, y, "backtracks", 1, backtracks, binWidth);
        return c.finish();
    }

    private static void series(Canvas c, Scale x, Scale y, String name, int styleIndex, long[] counts, int binWidth) {
        SeriesStyle style = SeriesStyle.of(styleIndex);
        Svg svg = c.svg();
        long points = Arrays.stream(counts).filter(v -> v > 0).count();
        long total = Arrays.stream(counts).sum();
        svg.open("g", "class", "series", "data-series", name, "data-points", points, "data-total", total,
                "fill", style.colour(), "stroke", style.colour());
        StringBuilder run = new StringBuilder();
        for (int i = 0; i <= counts.length; i++) {
            if (i < counts.length && counts[i] > 0) {
                run.append(run.length() == 0 ? "" : " ").append(Svg.num(x.px((double) i * binWidth))).append(',')
                        .append(Svg.num(y.px(counts[i])));
            } else if (run.length() > 0) {
                svg.empty("polyline", "class", "line", "points", run, "fill", "none", "stroke-width", 1.6,
                        "stroke-dasharray", style.dash(), "stroke-linejoin", "round");
                run.setLength(0);
            }
        }
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                style.marker().draw(svg, x.px((double) i * binWidth), y.px(counts[i]), "pt");
            }
        }
        svg.close("g");
    }
}
