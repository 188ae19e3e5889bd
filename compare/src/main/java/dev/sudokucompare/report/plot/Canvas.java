package dev.sudokucompare.report.plot;

import java.util.Arrays;
import java.util.List;

/**
 * One plot's SVG: a title and a note on top, the plot area with its grid, ticks and axis titles,
 * the legend below. Plots draw their data between {@link #axes} and {@link #finish}.
 */
final class Canvas {

    static final double WIDTH = 560;
    /** Characters that fit the width in the title's 13 px bold and in 11 px text (about 7.6 and 6.2 px each). */
    static final int TITLE_CHARS = 70;
    static final int LINE_CHARS = 86;
    static final double TOP = 44;
    private static final double BOTTOM = 44;

    private final Svg svg = new Svg();
    private final double left;
    private final double plotW;
    private final double plotH;
    private final Legend legend;

    /** {@code attrs}: extra data-* attributes of the root, as name, value pairs. */
    Canvas(String kind, String title, String note, double left, double plotW, double plotH,
            List<Legend.Entry> entries, Object... attrs) {
        this.left = left;
        this.plotW = plotW;
        this.plotH = plotH;
        this.legend = new Legend(entries, 12, WIDTH - 24);
        double height = TOP + plotH + BOTTOM + legend.height() + 6;
        Object[] root = {"class", "plot " + kind, "data-plot", kind, "viewBox", "0 0 " + Svg.num(WIDTH) + " "
                + Svg.num(height), "role", "img", "font-family", "sans-serif", "font-size", 11};
        Object[] all = Arrays.copyOf(root, root.length + attrs.length);
        System.arraycopy(attrs, 0, all, root.length, attrs.length);
        svg.open("svg", all).text("title", note.isEmpty() ? title : title + " — " + note);
        // The tooltip (title element) keeps the whole text; what is drawn fits the width.
        svg.text("text", Labels.shorten(title, TITLE_CHARS), "class", "plot-title", "x", WIDTH / 2, "y", 16,
                "text-anchor", "middle", "font-size", 13, "font-weight", "bold");
        if (!note.isEmpty()) {
            svg.text("text", Labels.shorten(note, LINE_CHARS), "class", "note", "x", WIDTH / 2, "y", 31,
                    "text-anchor", "middle", "fill", "#555");
        }
    }

    double x0() {
        return left;
    }

    double x1() {
        return left + plotW;
    }

    /** The bottom of the plot area (y grows downwards). */
    double y0() {
        return TOP + plotH;
    }

    double y1() {
        return TOP;
    }

    Svg svg() {
        return svg;
    }

    /** Grid lines, tick labels, the frame and the axis titles. Either scale may be null (no axis). */
    Canvas axes(Scale x, Scale y, String xTitle, String yTitle) {
        svg.open("g", "class", "axes", "stroke", "#888", "fill", "#333");
        if (x != null) {
            for (Tick t : x.ticks()) {
                double px = x.px(t.value());
                svg.empty("line", "class", t.major() ? "grid" : "grid minor", "x1", px, "y1", y1(), "x2", px, "y2", y0(),
                        "stroke", t.major() ? "#ddd" : "#f0f0f0");
                if (t.major()) {
                    svg.text("text", t.label(), "x", px, "y", y0() + 15, "text-anchor", "middle", "stroke", "none");
                }
            }
        }
        if (y != null) {
            for (Tick t : y.ticks()) {
                double py = y.px(t.value());
                svg.empty("line", "class", t.major() ? "grid" : "grid minor", "x1", x0(), "y1", py, "x2", x1(), "y2", py,
                        "stroke", t.major() ? "#ddd" : "#f0f0f0");
                if (t.major()) {
                    svg.text("text", t.label(), "x", x0() - 5, "y", py + 4, "text-anchor", "end", "stroke", "none");
                }
            }
        }
        svg.empty("rect", "class", "frame", "x", x0(), "y", y1(), "width", plotW, "height", plotH, "fill", "none");
        svg.text("text", Labels.shorten(xTitle, (int) (plotW / 6.2)), "class", "axis-title x", "x", (x0() + x1()) / 2,
                "y", y0() + 33, "text-anchor", "middle", "stroke", "none");
        double mid = (y0() + y1()) / 2;
        double at = Math.max(14, x0() - 52);
        svg.text("text", Labels.shorten(yTitle, (int) (plotH / 6.2)), "class", "axis-title y", "x", at, "y", mid,
                "text-anchor", "middle", "stroke", "none", "transform", "rotate(-90 " + Svg.num(at) + " "
                + Svg.num(mid) + ")");
        svg.close("g");
        return this;
    }

    String finish() {
        legend.draw(svg, y0() + BOTTOM);
        return svg.close("svg").toString();
    }
}
