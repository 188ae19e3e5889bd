package dev.sudokucompare.report.plot;

import java.util.List;

/**
 * One bar per solver: the search nodes it needed for one puzzle, on a log axis, so a factor of ten
 * is one step whatever the size. A solver that counts no nodes gets a note instead of a bar.
 */
public final class NodeTotalsPlot {

    private static final double ROW = 26;
    private static final double LEFT = 130;

    /** A solver's total; {@code nodes} negative when the solver does not count nodes. */
    public record Bar(String solver, long nodes, String note) {
    }

    private NodeTotalsPlot() {
    }

    public static String svg(String title, String note, List<Bar> bars, Object... attrs) {
        Canvas c = new Canvas("totals", title, note, LEFT, Canvas.WIDTH - LEFT - 24, ROW * Math.max(bars.size(), 1),
                List.of(), attrs);
        long max = bars.stream().mapToLong(Bar::nodes).max().orElse(1);
        Scale x = new LogScale(1, Math.max(max, 10), c.x0(), c.x1(), TickFormat.COUNT);
        c.axes(x, null, "search nodes (log scale: each step is ten times more)", "");
        Svg svg = c.svg();
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            double top = c.y1() + i * ROW + 4;
            double mid = top + (ROW - 8) / 2 + 4;
            svg.open("g", "class", "bar", "data-solver", b.solver(), "data-nodes", b.nodes());
            svg.text("text", Labels.shorten(b.solver(), 20), "x", c.x0() - 6, "y", mid, "text-anchor", "end",
                    "fill", "#222");
            String label = b.nodes() < 0 ? "nodes not counted" : Labels.count(b.nodes()) + " nodes";
            label += b.note().isEmpty() ? "" : " (" + b.note() + ")";
            double end = c.x0();
            if (b.nodes() >= 1) {
                end = x.px(b.nodes());
                svg.empty("rect", "class", "total", "x", c.x0(), "y", top, "width", Math.max(end - c.x0(), 1.5),
                        "height", ROW - 8, "fill", SeriesStyle.of(0).colour(), "fill-opacity", 0.8);
            }
            boolean inside = end - c.x0() > c.x1() - end;
            svg.text("text", label, "x", inside ? end - 4 : end + 4, "y", mid, "text-anchor", inside ? "end" : "start",
                    "fill", inside ? "#fff" : "#222");
            svg.close("g");
        }
        return c.finish();
    }
}
