package dev.sudokucompare.report;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.Attempt;
import dev.sudokucompare.engine.ComparisonListener;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.input.RunFile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiPredicate;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * {@code repetitions.csv}, written with {@code --repeat R} above 1: one row per call, every
 * repetition of every solver on every record, with its own time, CPU time and answer, so the
 * median-of-R in results.csv and the tie band can be checked from the calls themselves.
 * {@code speaks} marks the call results.csv shows for the record. Like results.csv, rows go to
 * the file in whole records when {@link WriteSchedule} says, so a killed run leaves complete lines.
 */
public final class RepetitionsCsv implements ComparisonListener, AutoCloseable {

    public static final List<String> COLUMNS = List.of("source", "record", "solver", "repetition", "speaks", "status",
            "solution", "checker_problem", "solutions_found", "time_ns", "cpu_ns", "cpu_wall_ns", "nodes");

    private final CsvRowWriter rows;

    /**
     * {@code out} should be unbuffered: whole records are handed to it. Without {@code header},
     * rows go on after those of a file that has its header (a resumed run appending).
     */
    public RepetitionsCsv(OutputStream out, boolean header) throws IOException {
        this.rows = new CsvRowWriter(out, COLUMNS, header);
    }

    /**
     * The text of {@code file} (an earlier session's repetitions.csv) with its header and the calls
     * of the records {@code kept} (source, record) only: a record a kill cut from results.csv is
     * run again, and its earlier calls go. A row that cannot be read is dropped with its record.
     */
    public static String keeping(Path file, BiPredicate<String, Long> kept) throws IOException {
        StringBuilder out = new StringBuilder();
        ResultsCsv.FORMAT.printRecord(out, COLUMNS.toArray());
        try (Reader in = RunFile.csv(file);
                CSVParser rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            if (!rows.getHeaderNames().containsAll(COLUMNS)) {
                // Its text is not echoed: the file may be anything.
                throw new IOException(file + ":1: not a repetitions.csv of this tool");
            }
            for (CSVRecord row : rows) {
                if (row.isConsistent() && keptRow(row, kept)) {
                    CsvText.requireAsWritten(file, 1 + row.getRecordNumber(), rows.getHeaderNames(), row.toList());
                    ResultsCsv.FORMAT.printRecord(out, row.values());
                }
            }
        } catch (UncheckedIOException | IllegalStateException e) {
            RunFile.rethrowTooLong(e);
            // A line a kill cut in two ends the file: what came before it stands.
        }
        return out.toString();
    }

    private static boolean keptRow(CSVRecord row, BiPredicate<String, Long> kept) {
        try {
            // The source as results.csv's index reads it back.
            return kept.test(OneLine.printable(CsvText.original(row.get("source"))), Long.parseLong(row.get("record")));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    @Override
    public synchronized void judged(Judgement j) {
        PuzzleRecord r = j.record();
        if (rows.closed() || r.isMalformed()) {
            return;
        }
        try {
            for (Outcome o : j.outcomes()) {
                List<Attempt> calls = o.attempts();
                for (int rep = 0; rep < calls.size(); rep++) {
                    Attempt a = calls.get(rep);
                    rows.text(CsvText.neutral(r.source()));
                    rows.number(r.index());
                    rows.text(CsvText.neutral(o.solver()));
                    rows.number(rep + 1);
                    rows.flag(rep == o.shown());
                    rows.name(a.result().status());
                    rows.gridOrEmpty(a.result().solution());
                    rows.text(a.problem() == null ? "" : CsvText.neutral(a.problem()));
                    rows.number(a.result().solutionsFound());
                    rows.number(a.timeNanos());
                    rows.number(a.cpuNanos());
                    rows.number(a.cpuWallNanos());
                    rows.number(a.result().stats().nodes());
                    rows.endRow();
                }
            }
            rows.endRecord();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write repetitions.csv: " + e.getMessage(), e);
        }
    }

    /** Writes what is pending and closes; a second call does nothing. */
    @Override
    public synchronized void close() throws IOException {
        rows.close();
    }
}
