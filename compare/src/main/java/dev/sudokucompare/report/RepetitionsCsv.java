package dev.sudokucompare.report;

import dev.sudokucompare.core.format.OneLine;
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
import java.nio.charset.StandardCharsets;
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

    private final OutputStream file;
    private final StringBuilder pending = new StringBuilder(WriteSchedule.PENDING_LIMIT + 4096);
    private final WriteSchedule schedule = new WriteSchedule();
    private boolean closed;

    /**
     * {@code out} should be unbuffered: this class hands it whole records. Without {@code header},
     * rows go on after those of a file that has its header (a resumed run appending).
     */
    public RepetitionsCsv(OutputStream out, boolean header) throws IOException {
        this.file = out;
        if (header) {
            ResultsCsv.FORMAT.printRecord(pending, COLUMNS.toArray());
        }
        writePending();
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
        if (closed || r.isMalformed()) {
            return;
        }
        try {
            for (Outcome o : j.outcomes()) {
                List<Attempt> calls = o.attempts();
                for (int rep = 0; rep < calls.size(); rep++) {
                    Attempt a = calls.get(rep);
                    print(CsvText.neutral(r.source()), r.index(), CsvText.neutral(o.solver()), rep + 1, rep == o.shown(),
                            a.result().status(), a.result().solution() == null ? "" : a.result().solution(),
                            a.problem() == null ? "" : CsvText.neutral(a.problem()), a.result().solutionsFound(),
                            a.timeNanos(), a.cpuNanos(), a.cpuWallNanos(), a.result().stats().nodes());
                }
            }
            if (schedule.due(pending.length())) {
                writePending();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write repetitions.csv: " + e.getMessage(), e);
        }
    }

    private void print(Object... cells) throws IOException {
        CSVFormat format = ResultsCsv.FORMAT;
        for (int i = 0; i < cells.length; i++) {
            format.print(cells[i], pending, i == 0);
        }
        format.println(pending);
    }

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
