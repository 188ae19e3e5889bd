package dev.sudokucompare.report.plot;


/**
 * A tiny SVG writer. Every attribute value and every text is escaped here, so a solver or file
 * name can never inject markup into the page. Tag and attribute names are constants of our code.
 */
final class Svg {

    private final StringBuilder out = new StringBuilder();

    /** {@code <tag a="v" ...>}; {@code attrs} are name, value pairs (numbers are rounded). */
    Svg open(String tag, Object... attrs) {
        start(tag, attrs);
        out.append('>');
        return this;
    }

    /** {@code <tag a="v" .../>}. */
    Svg empty(String tag, Object... attrs) {
        start(tag, attrs);
        out.append("/>");
        return this;
    }

    /** {@code <tag ...>text</tag>}. */
    Svg text(String tag, String text, Object... attrs) {
        open(tag, attrs);
        out.append(escape(text));
        return close(tag);
    }

    /** Markup made by another Svg of this package (already escaped). */
    Svg raw(String markup) {
        out.append(markup);
        return this;
    }

    Svg close(String tag) {
        out.append("</").append(tag).append('>');
        return this;
    }

    private void start(String tag, Object[] attrs) {
        if (attrs.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name, value pairs");
        }
        out.append('<').append(tag);
        for (int i = 0; i < attrs.length; i += 2) {
            out.append(' ').append(attrs[i]).append("=\"").append(escape(value(attrs[i + 1]))).append('"');
        }
    }

    private static String value(Object v) {
        return v instanceof Double || v instanceof Float ? num(((Number) v).doubleValue()) : String.valueOf(v);
    }

    /** A coordinate: at most one decimal, no trailing ".0", never an exponent. */
    static String num(double v) {
        // Tenths as a whole number, spelled by hand: String.format costs microseconds a call
        // (a Formatter and the locale's symbols each time), and a plot has thousands of these.
        long tenths = Math.round(v * 10);
        long whole = Math.abs(tenths / 10);
        long tenth = Math.abs(tenths % 10);
        if (tenth == 0) {
            return Long.toString(tenths / 10);
        }
        return (tenths < 0 ? "-" : "") + whole + "." + tenth;
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c < 0x20 && c != '\t' && c != '\n' ? ' ' : c);
            }
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
