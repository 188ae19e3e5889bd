package dev.sudokucompare.recheck;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.engine.Reference;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.CsvText;
import dev.sudokucompare.report.ResultsCsv;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVRecord;

/**
 * Checks a record's rows, read back from a results.csv, against the record as its input gives it
 * now (the same line, puzzle, provided solution and extra columns: a row that swaps the puzzle
 * to fit a wrong answer is refused), reads every answer with its cells checked, and judges the
 * record again with the run's judge. The recorded verdicts are a floor: the judge's can only be
 * worse. When the judge finds nothing worse than what was recorded, the record is {@code
 * confirmed} and speaks as it was recorded (reasons and detail included: with --repeat, only
 * the call that spoke was written, so a judge reading it back knows less than the run did).
 */
public final class RecordCheck {

    /** The columns that are the record's, the same on each of its rows. */
    private static final List<String> RECORD_COLUMNS = List.of("source", "record", "line", "puzzle",
            "record_verdict", "provided", "provided_solution", "contended", "detail", "extras");

    private final Judge judge;
    private final boolean runContended;
    private final RecordedRows rows;
    private final Path csv;

    /**
     * For the rows of {@code csv}, of a run with {@code settings} and {@code solvers} on {@code cores}
     * cores, judged again with {@code reference} proving claims as the run's judge did.
     */
    public RecordCheck(Settings settings, Reference reference, int solvers, int cores, Path csv) {
        this.judge = new Judge(settings.mode(), settings.countLimit(), reference);
        this.runContended = settings.contended();
        this.rows = new RecordedRows(settings, solvers, cores);
        this.csv = csv;
    }

    /**
     * A record checked and judged again: {@code judgement} is the recorded one when {@code
     * confirmed}, else the judge's (worse); {@code unconfirmed} says what the judge found worse.
     */
    public record Checked(Judgement judgement, boolean confirmed, String unconfirmed) {
    }

    /** @throws IOException naming the file and line, when a row is not this record's or a cell is wrong */
    public Checked check(PuzzleRecord record, List<ResultsIndex.Row> group) throws IOException {
        CSVRecord first = group.get(0).cells();
        String where = csv + ":" + group.get(0).line() + ": record " + record.index() + " of " + record.source();
        for (ResultsIndex.Row row : group) {
            for (String column : RECORD_COLUMNS) {
                if (!row.cells().get(column).equals(first.get(column))) {
                    throw new IOException(csv + ":" + row.line() + ": the rows of record " + record.index() + " of "
                            + record.source() + " differ in " + column);
                }
            }
        }
        sameAsInput(record, first, where);
        try {
            // With several threads every row says contended, which is the run's, not an abandoned call's.
            boolean contended = RecordedRows.flag(first, "contended") && !runContended;
            RecordVerdict recorded = RecordedRows.known(RecordVerdict.class, first, "record_verdict");
            if (record.isMalformed()) {
                Judgement j = judge.judge(record, List.of());
                return new Checked(contended ? j.asContended() : j, true, "");
            }
            List<Outcome> outcomes = new ArrayList<>();
            for (ResultsIndex.Row row : group) {
                try {
                    outcomes.add(rows.outcome(row.cells(), record.puzzle()));
                } catch (IllegalArgumentException e) {
                    throw new IOException(csv + ":" + row.line() + ": record " + record.index() + " of " + record.source()
                            + ": " + e.getMessage());
                }
            }
            Judgement judged = judge.judge(record, outcomes);
            String worse = worse(outcomes, recorded, first.get("provided"), judged);
            if (!worse.isEmpty()) {
                return new Checked(contended ? judged.asContended() : judged, false, where + ": " + worse);
            }
            return new Checked(new Judgement(record, outcomes, recorded, RecordedRows.text(first, "detail"),
                    first.get("provided"), contended), true, "");
        } catch (IllegalArgumentException e) {
            throw new IOException(where + ": " + e.getMessage());
        }
    }

    /** The rows must be of the record the input holds at that place: its line, puzzle, solution and extras. */
    private static void sameAsInput(PuzzleRecord record, CSVRecord first, String where) throws IOException {
        if (!first.get("line").equals(Long.toString(record.line()))) {
            throw new IOException(where + ": the rows say line " + OneLine.of(RecordedRows.text(first, "line"), 30)
                    + ", the input has it at line " + record.line() + ": not this input's record");
        }
        boolean malformedRows = first.get("record_verdict").equals(RecordVerdict.MALFORMED.name());
        if (record.isMalformed() != malformedRows) {
            throw new IOException(where + ": the rows say it is " + (malformedRows ? "" : "not ") + "malformed, "
                    + "the input's record is " + (record.isMalformed() ? "" : "not ") + "malformed");
        }
        String puzzle = record.isMalformed() ? record.raw() : record.puzzle().toString();
        if (!RecordedRows.text(first, "puzzle").equals(puzzle)) {
            throw new IOException(where + ": the rows hold another puzzle than the input's record");
        }
        String provided = record.providedSolution() == null ? "" : record.providedSolution().toString();
        if (!first.get("provided_solution").equals(provided)) {
            throw new IOException(where + ": the rows hold another provided solution than the input's");
        }
        if (!CsvText.original(first.get("extras")).equals(ResultsCsv.extras(record))) {
            throw new IOException(where + ": the rows hold other extra columns than the input's");
        }
    }

    /** What the judge finds worse than the record says, or empty: each answer, the record, the provided column. */
    private static String worse(List<Outcome> recorded, RecordVerdict recordVerdict, String provided, Judgement judged) {
        for (int i = 0; i < recorded.size(); i++) {
            Outcome mine = judged.outcomes().get(i);
            if (mine.verdict() != recorded.get(i).verdict()) {
                return mine.solver() + "'s answer is recorded " + recorded.get(i).verdict() + ", the judge finds it "
                        + mine.verdict() + " (" + mine.reason() + ")";
            }
        }
        if (judged.verdict().ordinal() > recordVerdict.ordinal()) {
            return "recorded " + recordVerdict + ", the judge finds " + judged.verdict() + " (" + judged.detail() + ")";
        }
        if (!judged.provided().equals(provided)) {
            return "the provided solution is recorded " + (provided.isEmpty() ? "(none)" : provided)
                    + ", the judge finds " + (judged.provided().isEmpty() ? "(none)" : judged.provided());
        }
        return "";
    }
}
