package dev.sudokucompare.report.plot;

import java.util.ArrayList;
import java.util.List;

/** The key below a plot: one entry per series, flowed into rows that fit the plot's width. */
final class Legend {

    static final double ROW = 18;
    private static final double CHAR = 6.2;

    /** A series' name and style; {@code line} draws a dash sample, otherwise only the marker. */
    record Entry(String name, int style, boolean line) {
    }

    private final List<Entry> entries;
    private final List<double[]> positions = new ArrayList<>();
    private final double height;

    Legend(List<Entry> entries, double left, double width) {
        this.entries = List.copyOf(entries);
        double x = left;
        double y = 0;
        for (Entry e : entries) {
            double w = 40 + CHAR * Math.min(e.name().length(), 48);
            if (x > left && x + w > left + width) {
                x = left;
                y += ROW;
            }
            positions.add(new double[] {x, y});
            x += w;
        }
        this.height = entries.isEmpty() ? 0 : y + ROW;
    }

    double height() {
        return height;
    }

    void draw(Svg svg, double top) {
        svg.open("g", "class", "legend");
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            SeriesStyle s = SeriesStyle.of(e.style());
            double x = positions.get(i)[0];
            double y = top + positions.get(i)[1] + ROW / 2;
            svg.open("g", "class", "legend-entry", "data-solver", e.name(), "fill", s.colour(), "stroke", s.colour());
            if (e.line()) {
                svg.empty("line", "x1", x, "y1", y, "x2", x + 26, "y2", y, "stroke-width", 2, "stroke-dasharray",
                        s.dash());
            }
            s.marker().draw(svg, x + 13, y, "key");
            svg.text("text", Labels.shorten(e.name(), 48), "x", x + 32, "y", y + 4, "stroke", "none", "fill", "#222");
            svg.close("g");
        }
        svg.close("g");
    }
}
