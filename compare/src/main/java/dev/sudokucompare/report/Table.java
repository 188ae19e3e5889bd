package dev.sudokucompare.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A small table: a header and rows of cells, rendered as aligned text for the console or as
 * GitHub Markdown. Columns whose header is marked numeric are right-aligned.
 */
public final class Table {

    private final List<String> header;
    private final boolean[] numeric;
    private final List<List<String>> rows = new ArrayList<>();

    /** Headers ending in '>' are numeric columns (the marker is not shown). */
    public Table(String... headers) {
        this.header = new ArrayList<>();
        this.numeric = new boolean[headers.length];
        for (int i = 0; i < headers.length; i++) {
            numeric[i] = headers[i].endsWith(">");
            header.add(numeric[i] ? headers[i].substring(0, headers[i].length() - 1) : headers[i]);
        }
    }

    public Table row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, table " + header.size());
        }
        List<String> r = new ArrayList<>();
        for (Object c : cells) {
            r.add(String.valueOf(c));
        }
        rows.add(r);
        return this;
    }

    /** A copy with every cell, header included, passed through {@code f} (short names for long specs). */
    public Table mapped(java.util.function.UnaryOperator<String> f) {
        Table t = new Table(header.toArray(String[]::new));
        System.arraycopy(numeric, 0, t.numeric, 0, numeric.length);
        t.header.replaceAll(f);
        rows.forEach(r -> t.rows.add(new ArrayList<>(r.stream().map(f).toList())));
        return t;
    }

    public List<String> header() {
        return List.copyOf(header);
    }

    /** True when the column holds numbers (right-aligned). */
    public boolean numeric(int column) {
        return numeric[column];
    }

    public List<List<String>> rows() {
        return List.copyOf(rows);
    }

    public String toText(String indent) {
        int[] width = new int[header.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = header.get(i).length();
            for (List<String> r : rows) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        appendText(sb, indent, header, width);
        for (List<String> r : rows) {
            appendText(sb, indent, r, width);
        }
        return sb.toString();
    }

    private void appendText(StringBuilder sb, String indent, List<String> cells, int[] width) {
        sb.append(indent);
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            String pad = " ".repeat(width[i] - c.length());
            sb.append(i == 0 ? "" : "  ").append(numeric[i] ? pad + c : c + (i == cells.size() - 1 ? "" : pad));
        }
        sb.append('\n');
    }

    public String toMarkdown() {
        StringBuilder sb = new StringBuilder("|");
        for (String h : header) {
            sb.append(' ').append(escape(h)).append(" |");
        }
        sb.append("\n|");
        for (boolean num : numeric) {
            sb.append(num ? "---:|" : "---|");
        }
        sb.append('\n');
        for (List<String> r : rows) {
            sb.append('|');
            for (String c : r) {
                sb.append(' ').append(escape(c)).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String escape(String s) {
        return Markdown.text(s);
    }
}
