package dev.sudokucompare.report.plot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Puzzles solved against time: for each solver, how many puzzles it answered within t, one line
 * per solver on a log time axis. Higher and further left is better; a line that stops short of
 * the "all puzzles" line left the rest to a limit or an error.
 */
public final class CactusPlot {

    private CactusPlot() {
    }

    /**
     * The curve of one solver from its answered times: the k-th fastest answer at (time, k).
     * {@code perPoint} is how many puzzles one time stands for (1 unless the times are a sample).
     */
    public static PointSeries curve(String solver, int style, double[] times, double perPoint) {
        double[] x = times.clone();
        Arrays.sort(x);
        double[] y = new double[x.length];
        for (int k = 0; k < x.length; k++) {
            y[k] = (k + 1) * perPoint;
        }
        return new PointSeries(solver, style, x, y);
    }

    /** {@code puzzles}: how many puzzles each solver was given (the top reference line). */
    public static String svg(String title, String note, List<PointSeries> curves, long puzzles, Object... attrs) {
        List<Legend.Entry> keys = new ArrayList<>();
        curves.forEach(s -> keys.add(new Legend.Entry(s.name(), s.style(), true)));
        Canvas c = new Canvas("cactus", title, note, 64, Canvas.WIDTH - 64 - 16, 250, keys, attrs);
        double[] xr = Points.range(curves, true);
        Scale x = new LogScale(xr[0], xr[1], c.x0(), c.x1(), TickFormat.TIME);
        Scale y = new LinearScale(puzzles, c.y0(), c.y1());
        c.axes(x, y, "time per puzzle (log scale)", "puzzles answered within that time");
        Svg svg = c.svg();
        double top = y.px(puzzles);
        svg.empty("line", "class", "total", "x1", c.x0(), "y1", top, "x2", c.x1(), "y2", top, "stroke", "#999",
                "stroke-dasharray", "3 3");
        svg.text("text", "all " + Labels.count(puzzles) + " puzzles", "x", c.x0() + 4, "y", top - 4, "fill", "#666");
        for (PointSeries s : curves) {
            SeriesStyle style = SeriesStyle.of(s.style());
            StringBuilder points = new StringBuilder();
            for (int i = 0; i < s.size(); i++) {
                points.append(i == 0 ? "" : " ").append(Svg.num(x.px(s.x(i)))).append(',').append(Svg.num(y.px(s.y(i))));
            }
            svg.open("g", "class", "series", "data-solver", s.name(), "data-points", s.size(), "fill", "none",
                    "stroke", style.colour());
            if (s.size() > 0) {
                svg.empty("polyline", "class", "line", "points", points, "stroke-width", 2, "stroke-dasharray",
                        style.dash(), "stroke-linejoin", "round");
                style.marker().draw(svg, x.px(s.x(s.size() - 1)), y.px(s.y(s.size() - 1)), "end");
            }
            svg.close("g");
        }
        return c.finish();
    }
}
