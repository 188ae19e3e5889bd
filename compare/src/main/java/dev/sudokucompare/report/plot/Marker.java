package dev.sudokucompare.report.plot;

/** A point's shape. Each draws exactly one element of class {@code pt}, so points can be counted. */
enum Marker {
    CIRCLE, SQUARE, TRIANGLE, DIAMOND, CROSS, TRIANGLE_DOWN;

    private static final double R = 3.2;

    void draw(Svg svg, double x, double y, String cssClass) {
        draw(svg, x, y, cssClass, null);
    }

    /** The same, with a {@code <title>} inside the element when {@code title} is not null: a tooltip. */
    void draw(Svg svg, double x, double y, String cssClass, String title) {
        Svg into = title == null ? svg : new Svg();
        shape(into, x, y, cssClass);
        if (title != null) {
            String element = into.toString();
            String tag = element.substring(1, element.indexOf(' '));
            svg.raw(element.substring(0, element.length() - 2) + "><title>" + Svg.escape(title) + "</title></" + tag + ">");
        }
    }

    private void shape(Svg svg, double x, double y, String cssClass) {
        double r = R;
        switch (this) {
            case CIRCLE -> svg.empty("circle", "class", cssClass, "cx", x, "cy", y, "r", r);
            case SQUARE -> svg.empty("rect", "class", cssClass, "x", x - r * 0.9, "y", y - r * 0.9, "width", r * 1.8,
                    "height", r * 1.8);
            case TRIANGLE -> svg.empty("path", "class", cssClass, "d", "M" + p(x, y - r * 1.15) + "L" + p(x + r, y + r * 0.7)
                    + "L" + p(x - r, y + r * 0.7) + "Z");
            case TRIANGLE_DOWN -> svg.empty("path", "class", cssClass, "d", "M" + p(x, y + r * 1.15) + "L"
                    + p(x + r, y - r * 0.7) + "L" + p(x - r, y - r * 0.7) + "Z");
            case DIAMOND -> svg.empty("path", "class", cssClass, "d", "M" + p(x, y - r * 1.3) + "L" + p(x + r, y) + "L"
                    + p(x, y + r * 1.3) + "L" + p(x - r, y) + "Z");
            case CROSS -> svg.empty("path", "class", cssClass, "d", "M" + p(x - r, y - r) + "L"
                    + p(x + r, y + r) + "M" + p(x - r, y + r) + "L" + p(x + r, y - r));
        }
    }

    private static String p(double x, double y) {
        return Svg.num(x) + " " + Svg.num(y);
    }
}
