package dev.sudokucompare.grade;

import dev.sudokucompare.report.Printable;

/** Text into HTML and Markdown: escaped, printable, never markup of a student's making. */
final class Html {

    private Html() {
    }

    /** {@code text} as HTML text or an attribute's value. */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (char c : Printable.text(text).toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** {@code text} on one line as Markdown shows it literally: markup characters backslash-escaped, HTML escaped. */
    static String markdown(String text) {
        StringBuilder sb = new StringBuilder();
        for (char c : escape(dev.sudokucompare.core.OneLine.printable(text)).toCharArray()) {
            if ("\\`*_{}[]()#+-.!|~".indexOf(c) >= 0) {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** A page's start: no script, a strict content security policy, the title escaped. */
    static String pageStart(String title) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
                + "<title>" + escape(title) + "</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:70em}"
                + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:left}"
                + "pre{background:#f6f6f6;padding:6px;overflow-x:auto}mark{background:#fc6}.warn{color:#a00;"
                + "font-weight:bold}.bar{background:#58a;display:inline-block;height:1em}</style></head><body>\n";
    }

    static String pageEnd() {
        return "</body></html>\n";
    }
}
