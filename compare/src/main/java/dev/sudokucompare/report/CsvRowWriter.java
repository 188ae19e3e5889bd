package dev.sudokucompare.report;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.LineSpelling;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.csv.CSVFormat;

/**
 * A CSV file written as the run goes (results.csv, repetitions.csv): rows are spelled cell by
 * cell, in the file's bytes, into a buffer of whole rows, and handed to the file in one write
 * when {@link WriteSchedule} says and at close, never part of a line, so even a killed run leaves
 * complete lines only. Every cell is what {@link #FORMAT}'s {@code printRecord} would print: a
 * plain cell (a number, a flag, an enum constant spelled by its name, a grid in one-line symbols)
 * goes in as it is, since the format would read every character of it to find none that needs
 * quotes (the grids are most of a row); a text cell goes through the format, and one that is the
 * very same string as its column's last (an input's name, a solver's, a reason) goes in as the
 * format printed it then.
 */
final class CsvRowWriter implements AutoCloseable {

    /** The files' format: commons-csv's default (minimal quoting), LF between records. */
    static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();
    /** The format's delimiter, a comma: one ASCII byte. */
    private static final byte DELIMITER = (byte) FORMAT.getDelimiterString().charAt(0);
    private static final byte RECORD_SEPARATOR = (byte) '\n';
    private static final int BUFFER = WriteSchedule.PENDING_LIMIT + (8 << 10);

    private final OutputStream file;
    private final WriteSchedule schedule = new WriteSchedule();
    /** Whole rows not yet written, as the file's bytes (not built as text and then encoded). */
    private byte[] pending = new byte[BUFFER];
    private int pendingLength;
    /** A text cell as the format prints it, before it is encoded. */
    private final StringBuilder textCell = new StringBuilder();
    /** Per column: the last text cell (strings cannot change) and the bytes the format printed for it. */
    private final String[] lastText;
    private final byte[][] lastPrinted;
    /** The next cell's column in the row being spelled. */
    private int column;
    private boolean closed;

    /**
     * Rows of {@code columns} to {@code out}, which should be unbuffered (this class buffers in
     * whole rows); with {@code header}, the column names are the file's first line (without, rows
     * go on after those of a file that has it: a resumed run appending).
     */
    CsvRowWriter(OutputStream out, List<String> columns, boolean header) throws IOException {
        this.file = out;
        this.lastText = new String[columns.size()];
        this.lastPrinted = new byte[columns.size()][];
        if (header) {
            FORMAT.printRecord(textCell, columns.toArray());
            put(textCell.toString().getBytes(StandardCharsets.UTF_8));
        }
        writePending();
    }

    /**
     * A writer of no file: it spells rows ahead, on another thread, for a file's writer to take
     * in one piece ({@link #takeSpelled}, {@link #putSpelled}).
     */
    static CsvRowWriter speller(List<String> columns) {
        return new CsvRowWriter(columns);
    }

    private CsvRowWriter(List<String> columns) {
        this.file = null;
        this.lastText = new String[columns.size()];
        this.lastPrinted = new byte[columns.size()][];
    }

    /** A speller's whole rows so far, taken out of it: it starts again empty. */
    byte[] takeSpelled() {
        byte[] spelled = Arrays.copyOf(pending, pendingLength);
        pendingLength = 0;
        column = 0;
        if (pending.length > 4 * WriteSchedule.PENDING_LIMIT) {
            pending = new byte[BUFFER]; // as a file's writer does after a hostile megabyte-long cell
        }
        return spelled;
    }

    /** Whole rows a {@link #speller} spelled, as they are (they end with the record separator). */
    void putSpelled(byte[] rows) {
        put(rows);
    }

    /** True once closed: rows are no longer taken. */
    boolean closed() {
        return closed;
    }

    /** A number: never quoted, so its digits go in as they are (but for the first cell, which the format spells). */
    void number(long value) throws IOException {
        if (column == 0) {
            cell(value);
            return;
        }
        nextPlainCell();
        putLong(value);
    }

    void flag(boolean value) throws IOException {
        if (column == 0) {
            cell(value);
            return;
        }
        nextPlainCell();
        putText(value ? "true" : "false");
    }

    /** An enum constant: as it is when it is spelled by its name (an identifier), else as text. */
    void name(Enum<?> constant) throws IOException {
        if (column == 0 || !plain(constant)) {
            cell(constant);
            return;
        }
        nextPlainCell();
        putText(constant.toString());
    }

    /** A grid: its one-line symbols as they are when it has them, else as text. */
    void grid(Grid grid) throws IOException {
        if (column == 0 || !plain(grid)) {
            cell(grid);
            return;
        }
        nextPlainCell();
        ensureRoom(grid.shape().cellCount());
        LineSpelling.spell(grid, pending, pendingLength);
        pendingLength += grid.shape().cellCount();
    }

    /** A grid, or an empty cell when there is none. */
    void gridOrEmpty(Grid grid) throws IOException {
        if (grid == null) {
            text("");
        } else {
            grid(grid);
        }
    }

    /** A text cell, through the format's own check (or as it printed the same string last time). */
    void text(String text) throws IOException {
        if (text.isEmpty() && column > 0) {
            // What the format prints for it: nothing (only an empty first cell is quoted).
            nextPlainCell();
            return;
        }
        cell(text);
    }

    /** {@code count} empty cells. */
    void empty(int count) throws IOException {
        for (int i = 0; i < count; i++) {
            text("");
        }
    }

    /** Ends the row being spelled. */
    void endRow() {
        putByte(RECORD_SEPARATOR);
        column = 0;
    }

    /** Ends a record's rows: they are handed to the file if {@link WriteSchedule} says they are due. */
    void endRecord() throws IOException {
        if (schedule.due(pendingLength)) {
            writePending();
        }
    }

    /**
     * A cell the format never quotes whatever its value: a number, a flag, an enum constant
     * spelled by its name (a Java identifier), or a grid in the one-line symbols ('.', 1-9,
     * A-Z). Every other cell goes through the format's own check.
     */
    static boolean plain(Object v) {
        return v instanceof Long || v instanceof Integer || v instanceof Boolean
                || v instanceof Enum<?> e && e.toString() == e.name()
                || v instanceof Grid g && g.size() <= LineSpelling.MAX_VALUE;
    }

    /** A cell the format never quotes starts: its delimiter, then its bytes as they are. */
    private void nextPlainCell() {
        column++;
        putByte(DELIMITER);
    }

    /**
     * Any cell through the format's own check; a text cell that is the very same string as the
     * column's last one goes in as the format printed it then.
     */
    private void cell(Object v) throws IOException {
        int i = column++;
        if (v instanceof String text && text == lastText[i]) {
            put(lastPrinted[i]);
            return;
        }
        textCell.setLength(0);
        FORMAT.print(v, textCell, i == 0);
        byte[] printed = textCell.toString().getBytes(StandardCharsets.UTF_8);
        put(printed);
        if (v instanceof String text) {
            lastText[i] = text;
            lastPrinted[i] = printed;
        }
    }

    private void ensureRoom(int bytes) {
        if (pendingLength + bytes > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(2 * pending.length, pendingLength + bytes));
        }
    }

    private void putByte(byte b) {
        ensureRoom(1);
        pending[pendingLength++] = b;
    }

    private void put(byte[] bytes) {
        ensureRoom(bytes.length);
        System.arraycopy(bytes, 0, pending, pendingLength, bytes.length);
        pendingLength += bytes.length;
    }

    /** {@code text} in UTF-8: byte by byte while it is ASCII, as plain cells nearly always are. */
    private void putText(String text) {
        int n = text.length();
        ensureRoom(n);
        for (int k = 0; k < n; k++) {
            char c = text.charAt(k);
            if (c >= 0x80) {
                put(text.substring(k).getBytes(StandardCharsets.UTF_8));
                return;
            }
            pending[pendingLength++] = (byte) c;
        }
    }

    /** The decimal digits of {@code value}, as {@link Long#toString(long)} spells them, without a String. */
    private void putLong(long value) {
        if (value == Long.MIN_VALUE) {
            putText(Long.toString(value)); // its negation does not fit in a long
            return;
        }
        ensureRoom(20);
        if (value < 0) {
            pending[pendingLength++] = '-';
            value = -value;
        }
        int digits = 1;
        for (long power = 10; digits < 19 && value >= power; power *= 10) {
            digits++;
        }
        int end = pendingLength + digits;
        for (int at = end - 1; at >= pendingLength; at--) {
            pending[at] = (byte) ('0' + value % 10);
            value /= 10;
        }
        pendingLength = end;
    }

    /** One write of whole lines: a run killed at any moment leaves no cut line. */
    private void writePending() throws IOException {
        file.write(pending, 0, pendingLength);
        file.flush();
        pendingLength = 0;
        if (pending.length > 4 * WriteSchedule.PENDING_LIMIT) {
            // A hostile megabyte-long cell grew the buffer: do not keep it for the rest of the run.
            pending = new byte[BUFFER];
        }
    }

    /** Writes what is pending and closes; a second call does nothing. */
    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            writePending();
            file.close();
        }
    }
}
