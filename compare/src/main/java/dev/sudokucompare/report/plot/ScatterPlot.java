package dev.sudokucompare.report.plot;

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

    /** {@code pairs}: x = the baseline's time, y = the solver's time, on the same puzzle. */
    public static String svg(String title, String note, PointSeries pairs, String baseline, Object... attrs) {
        String solver = pairs.name();
        Canvas c = new Canvas("scatter", title, note, (Canvas.WIDTH - SIDE) / 2, SIDE, SIDE,
                List.of(new Legend.Entry(solver, pairs.style(), false)), attrs);
        double[] xr = Points.range(List.of(pairs), true);
        double[] yr = Points.range(List.of(pairs), false);
        double lo = Math.min(xr[0], yr[0]);
        double hi = Math.max(xr[1], yr[1]);
        Scale x = new LogScale(lo, hi, c.x0(), c.x1(), TickFormat.TIME);
        Scale y = new LogScale(lo, hi, c.y0(), c.y1(), TickFormat.TIME);
        c.axes(x, y, baseline + " (baseline): time per puzzle", solver + ": time per puzzle");
        Svg svg = c.svg();
        guide(svg, x, y, 1, "diagonal", "none");
        guide(svg, x, y, 10, "guide", "1 3");
        guide(svg, x, y, 0.1, "guide", "1 3");
        svg.text("text", solver + " slower ↑", "class", "corner", "x", c.x0() + 4, "y", c.y1() + 12, "fill", "#666");
        svg.text("text", solver + " faster ↓", "class", "corner", "x", c.x1() - 4, "y", c.y0() - 6, "fill", "#666",
                "text-anchor", "end");
        Points.draw(c, x, y, pairs);
        return c.finish();
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
