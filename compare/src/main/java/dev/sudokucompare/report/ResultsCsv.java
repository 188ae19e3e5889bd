package dev.sudokucompare.report;

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
import java.util.List;
import org.apache.commons.csv.CSVFormat;

/**
 * Writes {@code results.csv} as the run goes: one row per (record, solver), malformed records
 * included, with the answer's verdict and reason on every solver row and the record's verdict. Rows are formatted into a buffer of whole records and handed to the file in one
 * write at least every second (or every 64 KiB), never part of a line, so even a killed run
 * leaves complete lines only.
 */
public final class ResultsCsv implements ComparisonListener, AutoCloseable {

    public static final List<String> COLUMNS = List.of("source", "record", "line", "puzzle", "solver", "status",
            "answer_verdict", "answer_reason", "judge", "solution", "solutions_found", "count_exact", "time_ns", "cpu_ns",
            "peak_rss_kib", "build_ns", "search_ns", "nodes", "backtracks", "fails", "record_verdict", "provided",
            "provided_solution", "contended", "message", "detail", "extras");

    private static final long FLUSH_NANOS = 1_000_000_000L;
    private static final int FLUSH_CHARS = 64 << 10;

    /** The file's format: commons-csv's default (minimal quoting), LF between records. */
    static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();

    private final OutputStream file;
    private final StringBuilder pending = new StringBuilder();
    /** Per column: the last text cell (strings cannot change) and what the format printed for it. */
    private final String[] lastText = new String[COLUMNS.size()];
    private final String[] lastPrinted = new String[COLUMNS.size()];
    private final List<String> solvers;
    private long lastFlush = System.nanoTime();
    private boolean closed;

    /** {@code out} should be unbuffered: this class does the buffering, in whole records. */
    public ResultsCsv(OutputStream out, List<String> solvers) throws IOException {
        this.file = out;
        FORMAT.printRecord(pending, COLUMNS.toArray());
        this.solvers = List.copyOf(solvers);
        writePending();
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
                            j.verdict(), j.provided(), "", false, "", CsvText.neutral(j.detail()), CsvText.neutral(extras));
                }
            } else {
                for (Outcome o : j.outcomes()) {
                    SearchStats st = o.result().stats();
                    row(CsvText.neutral(r.source()), r.index(), r.line(), r.puzzle(),
                            CsvText.neutral(o.solver()), o.result().status(), o.verdict(), CsvText.neutral(o.reason()),
                            judge(o), o.result().solution() == null ? "" : o.result().solution(),
                            o.result().solutionsFound(), o.result().countExact(), o.timeNanos(), o.attempt().cpuNanos(),
                            o.attempt().peakRssKib(), st.buildNanos(),
                            st.searchNanos(), st.nodes(), st.backtracks(), st.fails(), j.verdict(), j.provided(),
                            r.providedSolution() == null ? "" : r.providedSolution(), j.contended(),
                            CsvText.neutral(o.result().message()), CsvText.neutral(j.detail()), CsvText.neutral(extras));
                }
            }
            long now = System.nanoTime();
            if (now - lastFlush > FLUSH_NANOS || pending.length() > FLUSH_CHARS) {
                writePending();
                lastFlush = now;
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
    static String extras(PuzzleRecord r) {
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
     * One row: the same output as {@code printRecord}. A plain cell goes in as it is: commons-csv
     * would read every character of it to find none that needs quotes, and the grids are most of
     * a row's characters. A text cell that is the very same string as the column's last one (the
     * input's name, the solver's, a verdict's reason) goes in as the format printed it then.
     */
    void row(Object... values) throws IOException {
        for (int i = 0; i < values.length; i++) {
            Object v = values[i];
            if (i > 0 && v instanceof Long number) {
                // Digits straight into the buffer: Long.toString made a String per number cell.
                pending.append(DELIMITER).append(number.longValue());
            } else if (i > 0 && plain(v)) {
                pending.append(DELIMITER).append(v);
            } else if (v instanceof String text && text == lastText[i]) {
                pending.append(lastPrinted[i]);
            } else {
                int start = pending.length();
                FORMAT.print(v, pending, i == 0);
                if (v instanceof String text) {
                    lastText[i] = text;
                    lastPrinted[i] = pending.substring(start);
                }
            }
        }
        FORMAT.println(pending);
    }

    private static final String DELIMITER = FORMAT.getDelimiterString();

    /**
     * A cell the format never quotes whatever its value: a number, a flag, an enum constant
     * spelled by its name (a Java identifier), or a grid in the one-line symbols ('.', 1-9,
     * A-Z). Every other cell goes through the format's own check.
     */
    static boolean plain(Object v) {
        return v instanceof Long || v instanceof Integer || v instanceof Boolean
                || v instanceof Enum<?> e && e.toString() == e.name()
                || v instanceof Grid g && g.size() <= Grid.MAX_LINE_VALUE;
    }

    /** One write of whole lines: a run killed at any moment leaves no cut line. */
    private void writePending() throws IOException {
        file.write(pending.toString().getBytes(StandardCharsets.UTF_8));
        file.flush();
        pending.setLength(0);
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
