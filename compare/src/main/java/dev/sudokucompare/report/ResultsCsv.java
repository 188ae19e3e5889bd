package dev.sudokucompare.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.util.List;
import org.apache.commons.csv.CSVFormat;

/**
 * Writes {@code results.csv} as the run goes: one row per (record, solver), malformed records
 * included, with the answer's verdict and reason on every solver row and the record's verdict.
 * This class owns the columns and what each holds; {@link CsvRowWriter} spells the cells and
 * hands whole rows to the file when {@link WriteSchedule} says.
 */
public final class ResultsCsv implements ComparisonListener, AutoCloseable {

    public static final List<String> COLUMNS = List.of("source", "record", "line", "puzzle", "solver", "status",
            "answer_verdict", "answer_reason", "judge", "solution", "solutions_found", "count_exact", "time_ns", "cpu_ns",
            "peak_rss_kib", "build_ns", "search_ns", "nodes", "backtracks", "fails", "record_verdict", "provided",
            "provided_solution", "contended", "message", "detail", "extras", "cpu_wall_ns");

    /** The file's format: commons-csv's default (minimal quoting), LF between records. */
    static final CSVFormat FORMAT = CsvRowWriter.FORMAT;
    /** The columns a malformed record's rows leave empty between its status and its record verdict. */
    private static final int ANSWER_COLUMNS = COLUMNS.indexOf("record_verdict") - COLUMNS.indexOf("status") - 1;

    private final CsvRowWriter rows;
    private final List<String> solvers;
    /** True when every record of the run was measured contended (several threads at once). */
    private final boolean runContended;

    /** {@code out} should be unbuffered: the rows are buffered here, in whole records. */
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
        this.solvers = List.copyOf(solvers);
        this.rows = new CsvRowWriter(out, COLUMNS, header);
    }

    /** A record an earlier session judged: its rows are in the file already. */
    @Override
    public void recalled(Judgement j) {
    }

    @Override
    public void judged(Judgement j) {
        judged(j, null);
    }

    /**
     * The record's rows spelled in the file's bytes, on whichever thread judged it (a worker, ahead
     * of the coordinator): they need nothing but the judgement and this file's fixed columns.
     */
    @Override
    public Object prepare(Judgement j) {
        CsvRowWriter speller = SPELLERS.get();
        try {
            spell(speller, j);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a speller writes no file
        }
        return speller.takeSpelled();
    }

    /** The record's rows: those {@link #prepare} spelled when it was asked, else spelled here. */
    @Override
    public synchronized void judged(Judgement j, Object prepared) {
        if (rows.closed()) {
            return;
        }
        try {
            if (prepared instanceof byte[] spelled) {
                rows.putSpelled(spelled);
            } else {
                spell(rows, j);
            }
            rows.endRecord();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write results.csv: " + e.getMessage(), e);
        }
    }

    /** Each thread's own speller of rows ahead ({@link #prepare}): its cache of the last text cells is its own. */
    private static final ThreadLocal<CsvRowWriter> SPELLERS = ThreadLocal.withInitial(() -> CsvRowWriter.speller(COLUMNS));

    /** The record's rows, one per solver (a malformed record's too), into {@code rows}. */
    private void spell(CsvRowWriter rows, Judgement j) throws IOException {
        PuzzleRecord r = j.record();
        String extras = extras(r);
        if (r.isMalformed()) {
            for (String solver : solvers) {
                rows.text(CsvText.neutral(r.source()));
                rows.number(r.index());
                rows.number(r.line());
                rows.text(CsvText.neutral(r.raw()));
                rows.text(CsvText.neutral(solver));
                rows.text("MALFORMED");
                rows.empty(ANSWER_COLUMNS);
                rows.name(j.verdict());
                rows.text(j.provided());
                rows.text("");
                rows.flag(false);
                rows.text("");
                rows.text(CsvText.neutral(j.detail()));
                rows.text(CsvText.neutral(extras));
                rows.text("");
                rows.endRow();
            }
        } else {
            for (Outcome o : j.outcomes()) {
                // Cell by cell in the columns' order: no boxed numbers, no array per row.
                SearchStats st = o.result().stats();
                rows.text(CsvText.neutral(r.source()));
                rows.number(r.index());
                rows.number(r.line());
                rows.gridOrEmpty(r.puzzle());
                rows.text(CsvText.neutral(o.solver()));
                rows.name(o.result().status());
                rows.name(o.verdict());
                rows.text(CsvText.neutral(o.reason()));
                rows.text(judge(o));
                rows.gridOrEmpty(o.result().solution());
                rows.number(o.result().solutionsFound());
                rows.flag(o.result().countExact());
                rows.number(o.timeNanos());
                rows.number(o.attempt().cpuNanos());
                rows.number(o.attempt().peakRssKib());
                rows.number(st.buildNanos());
                rows.number(st.searchNanos());
                rows.number(st.nodes());
                rows.number(st.backtracks());
                rows.number(st.fails());
                rows.name(j.verdict());
                rows.text(j.provided());
                rows.gridOrEmpty(r.providedSolution());
                rows.flag(j.contended() || runContended);
                rows.text(CsvText.neutral(o.result().message()));
                rows.text(CsvText.neutral(j.detail()));
                rows.text(CsvText.neutral(extras));
                rows.number(o.attempt().cpuWallNanos());
                rows.endRow();
            }
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

    /** Writes what is pending and closes; a second call does nothing. */
    @Override
    public synchronized void close() throws IOException {
        rows.close();
    }
}
