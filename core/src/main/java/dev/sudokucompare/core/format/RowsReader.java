package dev.sudokucompare.core.format;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.io.IOException;

/**
 * Reads grids written as N rows: digits (BOJ 2239) or whitespace-separated numbers (BOJ 2580,
 * tokens). Blank lines separate puzzles and are optional between fixed-size ones. A bad row ends
 * its record as malformed and the rest of that record is skipped (up to its N rows, a blank
 * line or a header; for {@code tokens}, whose N the first row decides, up to the blank line),
 * so one typo costs one record and the records after it stay in step.
 */
final class RowsReader implements PuzzleReader {

    private final LineSource lines;
    private final String source;
    private final Shape fixedShape;
    private final StatedShapes shapes;
    private final boolean digits;
    private long records;

    /** {@code fixedShape}: the only shape the format has (BOJ), else null; {@code stated}: {@code --shape}, or null. */
    RowsReader(LineSource lines, String source, Shape fixedShape, Shape stated, boolean digits) {
        this.lines = lines;
        this.source = source;
        this.fixedShape = fixedShape;
        this.shapes = new StatedShapes(stated);
        this.digits = digits;
    }

    @Override
    public PuzzleRecord next() throws IOException {
        String first = nextContentLine();
        if (first == null) {
            return null;
        }
        records++;
        long start = lines.lineNumber();
        StringBuilder raw = new StringBuilder();
        int[] firstRow;
        try {
            firstRow = parseRow(first, fixedShape == null ? -1 : fixedShape.size());
        } catch (IllegalArgumentException e) {
            skipRestOfRecord(1, fixedShape == null ? -1 : fixedShape.size());
            return malformed(start, "line " + start + ": " + e.getMessage(), raw.append(first));
        }
        int n = firstRow.length;
        // parseRow keeps a row to 1..MAX_SIZE values, each 0..n: every such row starts a grid.
        int[] values = new int[n * n];
        System.arraycopy(firstRow, 0, values, 0, n);
        raw.append(first);
        for (int r = 1; r < n; r++) {
            String line = lines.next();
            if (line == null || endsRecord(line)) {
                String where = line == null ? "end of input"
                        : (line.isBlank() ? "blank line " : "header line ") + lines.lineNumber();
                return malformed(start, where + " after " + r + " of " + n + " rows", raw);
            }
            raw.append('/').append(line.strip());
            try {
                System.arraycopy(parseRow(line, n), 0, values, r * n, n);
            } catch (IllegalArgumentException e) {
                long bad = lines.lineNumber();
                // Without a fixed shape the row count itself may be the typo: only a blank line is sure.
                skipRestOfRecord(r + 1, fixedShape == null ? -1 : n);
                return malformed(start, "line " + bad + ": " + e.getMessage(), raw);
            }
        }
        // Decided after the rows are read, so that a record with no stated box is skipped whole.
        try {
            Shape shape = fixedShape != null ? fixedShape : shapes.forSide(n);
            return PuzzleRecord.of(source, records, start, Grid.of(shape, values));
        } catch (IllegalArgumentException e) {
            return malformed(start, e.getMessage(), raw);
        }
    }

    /**
     * After a bad row, skips the rest of its record: up to {@code n} rows in all ({@code n} -1
     * when unknown), stopping early after a blank line or a header. Otherwise the leftover rows
     * would be read as the start of another record, and one typo would cost two records (or,
     * without blank lines between puzzles, shift every later puzzle by a few rows).
     */
    private void skipRestOfRecord(int rowsUsed, int n) throws IOException {
        for (int r = rowsUsed; n < 0 || r < n; r++) {
            String line = lines.next();
            if (line == null || (!lines.lastWasTooLong() && endsRecord(line))) {
                return;
            }
        }
    }

    /** A blank line, or in BOJ 2239 a "Grid 01" header: no row of a grid. */
    private boolean endsRecord(String line) {
        String t = line.strip();
        return t.isEmpty() || (digits && t.regionMatches(true, 0, "Grid", 0, 4));
    }

    private PuzzleRecord malformed(long start, String why, CharSequence raw) {
        return PuzzleRecord.malformed(source, records, start, why, raw.toString());
    }

    /** Skips blank lines and (BOJ 2239 / Project Euler) "Grid 01" headers. */
    private String nextContentLine() throws IOException {
        while (true) {
            String line = lines.next();
            if (line == null) {
                return null;
            }
            if (lines.lastWasTooLong()) {
                return line;
            }
            String t = line.strip();
            if (t.startsWith("#")) {
                shapes.offer(t, lines.lineNumber());
            } else if (!t.isEmpty() && !(digits && t.regionMatches(true, 0, "Grid", 0, 4))) {
                return line;
            }
        }
    }

    /** One row of {@code n} values (any count when n is -1). */
    private int[] parseRow(String line, int n) {
        if (lines.lastWasTooLong()) {
            throw new IllegalArgumentException(LineSource.tooLongLine() + ", far longer than any grid row");
        }
        String t = line.strip();
        return digits ? parseDigits(t, n) : parseNumbers(t, n);
    }

    private static int[] parseDigits(String t, int n) {
        if (t.length() != n) {
            throw new IllegalArgumentException("expected " + n + " digits, got " + t.length() + " characters");
        }
        int[] row = new int[n];
        for (int i = 0; i < n; i++) {
            char ch = t.charAt(i);
            int v = LineSpelling.valueOf(ch);
            if (v < 0 || v > n) {
                throw new IllegalArgumentException(OneLine.quoted(ch) + " in column " + (i + 1) + " is not 0.." + n);
            }
            row[i] = v;
        }
        return row;
    }

    private static int[] parseNumbers(String t, int n) {
        String[] tokens = t.split("\\s+");
        if (n >= 0 && tokens.length != n) {
            throw new IllegalArgumentException("expected " + n + " numbers, got " + tokens.length);
        }
        if (tokens.length > Shape.MAX_SIZE) {
            throw new IllegalArgumentException(tokens.length + " numbers is more than a grid row of at most "
                    + Shape.MAX_SIZE);
        }
        int limit = n >= 0 ? n : tokens.length;
        int[] row = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            String tok = tokens[i];
            int v;
            try {
                v = tok.length() > 3 ? -1 : Integer.parseInt(tok);
            } catch (NumberFormatException e) {
                v = -1;
            }
            if (v < 0 || v > limit) {
                throw new IllegalArgumentException(shorten(tok) + " in column " + (i + 1)
                        + " is not a number 0.." + limit);
            }
            row[i] = v;
        }
        return row;
    }

    /** A token for a message: quoted, printable, at most 12 characters of it. */
    private static String shorten(String s) {
        return s.length() > 12 ? OneLine.quoted(s.substring(0, 12)) + "..." : OneLine.quoted(s);
    }

    @Override
    public void close() {
        // The caller owns the underlying reader.
    }
}
