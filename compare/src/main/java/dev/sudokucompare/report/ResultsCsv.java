package dev.sudokucompare.report;

import dev.sudokucompare.core.format.LineSpelling;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.OneLine;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.csv.CSVFormat;

/**
 * Writes {@code results.csv} as the run goes: one row per (record, solver), malformed records
 * included, with the answer's verdict and reason on every solver row and the record's verdict. Rows are formatted into a buffer of whole records and handed to the file in one
 * write when {@link WriteSchedule} says, never part of a line, so even a killed run leaves complete
 * lines only.
 */
public final class ResultsCsv implements ComparisonListener, AutoCloseable {

    public static final List<String> COLUMNS = List.of("source", "record", "line", "puzzle", "solver", "status",
            "answer_verdict", "answer_reason", "judge", "solution", "solutions_found", "count_exact", "time_ns", "cpu_ns",
            "peak_rss_kib", "build_ns", "search_ns", "nodes", "backtracks", "fails", "record_verdict", "provided",
            "provided_solution", "contended", "message", "detail", "extras", "cpu_wall_ns");

    /** The file's format: commons-csv's default (minimal quoting), LF between records. */
    static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();

    private final OutputStream file;
    /**
     * Whole rows not yet written, as the file's bytes: a row is spelled here directly (the grids
     * by {@link LineSpelling#spell(Grid, byte[], int)}), not built as text and then encoded, which copied every byte of
     * the file three more times.
     */
    private byte[] pending = new byte[WriteSchedule.PENDING_LIMIT + (8 << 10)];
    private int pendingLength;
    /** A text cell as the format prints it, before it is encoded. */
    private final StringBuilder textCell = new StringBuilder();
    /** Per column: the last text cell (strings cannot change) and the bytes the format printed for it. */
    private final String[] lastText = new String[COLUMNS.size()];
    private final byte[][] lastPrinted = new byte[COLUMNS.size()][];
    private final List<String> solvers;
    private final WriteSchedule schedule = new WriteSchedule();
    private boolean closed;

    /** True when every record of the run was measured contended (several threads at once). */
    private final boolean runContended;

    /** {@code out} should be unbuffered: this class does the buffering, in whole records. */
    public ResultsCsv(OutputStream out, List<String> solvers) throws IOException {
        this(out, solvers, true, false);
    }

    /**
     * As above; without {@code header}, rows go on after those of a file that has its header (a
     * resumed run appending to its own results.csv). {@code runContended}: the whole run was
     * measured contended (several records solved at once), so every row says so, not only those
     * measured beside an abandoned call.
     */
    public ResultsCsv(OutputStream out, List<String> solvers, boolean header, boolean runContended) throws IOException {
        this.runContended = runContended;
        this.file = out;
        if (header) {
            FORMAT.printRecord(textCell, COLUMNS.toArray());
            put(textCell.toString().getBytes(StandardCharsets.UTF_8));
        }
        this.solvers = List.copyOf(solvers);
        writePending();
    }

    /** A record an earlier session judged: its rows are in the file already. */
    @Override
    public void recalled(Judgement j) {
    }

    @Override
    public synchronized void judged(Judgement j) {
        if (closed) {
            return;
        }
        try {
            PuzzleRecord r = j.record();
            String extras = extras(r);
            if (r.isMalformed()) {
                for (String solver : solvers) {
                    row(CsvText.neutral(r.source()), r.index(), r.line(), CsvText.neutral(r.raw()),
                            CsvText.neutral(solver), "MALFORMED", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
                            j.verdict(), j.provided(), "", false, "", CsvText.neutral(j.detail()), CsvText.neutral(extras), "");
                }
            } else {
                for (Outcome o : j.outcomes()) {
                    // Cell by cell in the columns' order (no boxed numbers, no array per row): the
                    // same bytes as row() with these values.
                    SearchStats st = o.result().stats();
                    column = 0;
                    text(CsvText.neutral(r.source()));
                    number(r.index());
                    number(r.line());
                    gridOrEmpty(r.puzzle());
                    text(CsvText.neutral(o.solver()));
                    name(o.result().status());
                    name(o.verdict());
                    text(CsvText.neutral(o.reason()));
                    text(judge(o));
                    gridOrEmpty(o.result().solution());
                    number(o.result().solutionsFound());
                    flag(o.result().countExact());
                    number(o.timeNanos());
                    number(o.attempt().cpuNanos());
                    number(o.attempt().peakRssKib());
                    number(st.buildNanos());
                    number(st.searchNanos());
                    number(st.nodes());
                    number(st.backtracks());
                    number(st.fails());
                    name(j.verdict());
                    text(j.provided());
                    gridOrEmpty(r.providedSolution());
                    flag(j.contended() || runContended);
                    text(CsvText.neutral(o.result().message()));
                    text(CsvText.neutral(j.detail()));
                    text(CsvText.neutral(extras));
                    number(o.attempt().cpuWallNanos());
                    putByte(RECORD_SEPARATOR);
                }
            }
            if (schedule.due(pendingLength)) {
                writePending();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write results.csv: " + e.getMessage(), e);
        }
    }

    private static String judge(Outcome o) {
        JudgeVerdict v = JudgeVerdict.of(o);
        return v == null ? "" : v.name();
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Extra input columns as a JSON object, each key and value printable and cut to a sane length. */
    public static String extras(PuzzleRecord r) {
        if (r.extras().isEmpty()) {
            return "";
        }
        ObjectNode o = JSON.createObjectNode();
        r.extras().forEach((k, v) -> o.put(OneLine.of(k, MAX_EXTRA), OneLine.of(v, MAX_EXTRA)));
        return o.toString();
    }

    /** A header or value from a hostile input can be a megabyte: a cell keeps this much of it. */
    static final int MAX_EXTRA = 200;

    /**
     * One row: the same bytes as {@code printRecord} and UTF-8. A plain cell goes in as it is:
     * commons-csv would read every character of it to find none that needs quotes, and the grids
     * are most of a row's characters. A text cell that is the very same string as the column's
     * last one (the input's name, the solver's, a verdict's reason) goes in as the format printed
     * it then.
     */
    void row(Object... values) throws IOException {
        column = 0;
        for (Object v : values) {
            if (v instanceof Long number) {
                number(number);
            } else if (v instanceof Integer number) {
                number(number);
            } else if (v instanceof Boolean b) {
                flag(b);
            } else if (v instanceof Enum<?> e) {
                name(e);
            } else if (v instanceof Grid grid) {
                grid(grid);
            } else {
                cell(v);
            }
        }
        putByte(RECORD_SEPARATOR);
    }

    /** The next cell's column in the row being spelled. */
    private int column;

    /** A number: never quoted, so its digits go in as they are (but for the first cell, which the format spells). */
    private void number(long value) throws IOException {
        if (column == 0) {
            cell(value);
            return;
        }
        nextPlainCell();
        putLong(value);
    }

    private void flag(boolean value) throws IOException {
        if (column == 0) {
            cell(value);
            return;
        }
        nextPlainCell();
        putText(value ? "true" : "false");
    }

    /** An enum constant: as it is when it is spelled by its name (an identifier), else as text. */
    private void name(Enum<?> constant) throws IOException {
        if (column == 0 || !plain(constant)) {
            cell(constant);
            return;
        }
        nextPlainCell();
        putText(constant.toString());
    }

    /** A grid: its one-line symbols as they are when it has them, else as text. */
    private void grid(Grid grid) throws IOException {
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
    private void gridOrEmpty(Grid grid) throws IOException {
        if (grid == null) {
            text("");
        } else {
            grid(grid);
        }
    }

    /** A cell the format never quotes starts: its delimiter, then its bytes as they are. */
    private void nextPlainCell() {
        column++;
        putByte(DELIMITER);
    }

    private void text(String text) throws IOException {
        cell(text);
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

    /** The format's delimiter, a comma: one ASCII byte. */
    private static final byte DELIMITER = (byte) FORMAT.getDelimiterString().charAt(0);
    private static final byte RECORD_SEPARATOR = (byte) '\n';

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
            pending = new byte[WriteSchedule.PENDING_LIMIT + (8 << 10)];
        }
    }

    /** Writes what is pending and closes; a second call does nothing. */
    @Override
    public synchronized void close() throws IOException {
        if (!closed) {
            closed = true;
            writePending();
            file.close();
        }
    }
}
