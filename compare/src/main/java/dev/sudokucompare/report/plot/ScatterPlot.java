package dev.sudokucompare.report.plot;

import java.util.Arrays;
import java.util.List;

/**
 * One solver against the baseline, puzzle by puzzle, on log-log axes with the same range: a
 * point below the diagonal is a puzzle the solver answered faster than the baseline. Dotted
 * guides mark ten times faster and slower.
 */
public final class ScatterPlot {

    private static final double SIDE = 290;

    private ScatterPlot() {
    }

    /**
     * {@code pairs}: x = the baseline's time, y = the solver's time, on the same puzzle;
     * {@code range}: the time range {lo, hi} of both axes, shared by every scatter of the page so
     * that they compare at a glance (see {@link #range}).
     */
    public static String svg(String title, String note, PointSeries pairs, String baseline, double[] range,
            Object... attrs) {
        String solver = pairs.name();
        double lo = range[0];
        double hi = range[1];
        Object[] withRange = Arrays.copyOf(attrs, attrs.length + 4);
        withRange[attrs.length] = "data-lo";
        withRange[attrs.length + 1] = Svg.num(lo);
        withRange[attrs.length + 2] = "data-hi";
        withRange[attrs.length + 3] = Svg.num(hi);
        Canvas c = new Canvas("scatter", title, note, (Canvas.WIDTH - SIDE) / 2, SIDE, SIDE,
                List.of(new Legend.Entry(solver, pairs.style(), false)), withRange);
        Scale x = new LogScale(lo, hi, c.x0(), c.x1(), TickFormat.TIME);
        Scale y = new LogScale(lo, hi, c.y0(), c.y1(), TickFormat.TIME);
        c.axes(x, y, baseline + " (baseline): time per puzzle", solver + ": time per puzzle");
        Svg svg = c.svg();
        guide(svg, x, y, 1, "diagonal", "none");
        guide(svg, x, y, 10, "guide", "1 3");
        guide(svg, x, y, 0.1, "guide", "1 3");
        String shown = Labels.shorten(solver, 36);
        svg.text("text", shown + " slower ↑", "class", "corner", "x", c.x0() + 4, "y", c.y1() + 12, "fill", "#666");
        svg.text("text", shown + " faster ↓", "class", "corner", "x", c.x1() - 4, "y", c.y0() - 6, "fill", "#666",
                "text-anchor", "end");
        Points.draw(c, x, y, pairs);
        return c.finish();
    }

    /** The smallest and largest time over every series, on either axis: one range for all scatters. */
    public static double[] range(List<PointSeries> all) {
        double[] xr = Points.range(all, true);
        double[] yr = Points.range(all, false);
        return new double[] {Math.min(xr[0], yr[0]), Math.max(xr[1], yr[1])};
    }

    /** The line y = factor * x across the plot (both scales share one domain). */
    private static void guide(Svg svg, Scale x, Scale y, double factor, String cssClass, String dash) {
        double lo = x.lo();
        double hi = x.hi();
        double fromX = factor >= 1 ? lo : lo / factor;
        double toX = factor >= 1 ? hi / factor : hi;
        svg.empty("line", "class", cssClass, "x1", x.px(fromX), "y1", y.px(fromX * factor), "x2", x.px(toX),
                "y2", y.px(toX * factor), "stroke", factor == 1 ? "#444" : "#aaa", "stroke-dasharray", dash);
    }
}
