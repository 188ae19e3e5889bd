package dev.sudokucompare.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.OneLine;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Attempt;
import dev.sudokucompare.engine.Judge;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.CsvText;
import dev.sudokucompare.report.ResultsCsv;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a run's {@code results.csv} back into judgements, one per record (its rows are
 * consecutive, one per solver), so a merge can recompute every statistic from them. Nothing in
 * the file is trusted: every solution goes through the checker again and every record is judged
 * again; a verdict the file records can only make an answer's verdict worse, never better.
 */
final class ResultsReader {

    private ResultsReader() {
    }

    static List<Judgement> read(Path csv, int solvers, Judge judge) throws IOException {
        List<Judgement> judged = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(csv);
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            if (!parser.getHeaderNames().equals(ResultsCsv.COLUMNS)) {
                throw new IOException(csv + ": not a results.csv of this tool (columns " + parser.getHeaderNames() + ")");
            }
            List<CSVRecord> rows = new ArrayList<>(solvers);
            for (CSVRecord row : parser) {
                if (!row.isConsistent()) {
                    throw new IOException(csv + ":" + parser.getCurrentLineNumber() + ": a cut or ragged row");
                }
                rows.add(row);
                if (rows.size() == solvers) {
                    judged.add(judgement(rows, csv, judge));
                    rows.clear();
                }
            }
            if (!rows.isEmpty()) {
                throw new IOException(csv + ": the last record has " + rows.size() + " of " + solvers + " rows");
            }
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new IOException(csv + ": " + e.getMessage(), e);
        }
        return judged;
    }

    private static Judgement judgement(List<CSVRecord> rows, Path csv, Judge judge) throws IOException {
        CSVRecord first = rows.get(0);
        String source = text(first, "source");
        long index = Long.parseLong(first.get("record"));
        long line = Long.parseLong(first.get("line"));
        for (CSVRecord r : rows) {
            if (!text(r, "source").equals(source) || Long.parseLong(r.get("record")) != index) {
                throw new IOException(csv + ":" + r.getRecordNumber() + ": rows of one record are not together");
            }
        }
        if (RecordVerdict.valueOf(first.get("record_verdict")) == RecordVerdict.MALFORMED) {
            PuzzleRecord record = PuzzleRecord.malformed(source, index, line, text(first, "detail"), text(first, "puzzle"));
            return judge.judge(record, List.of());
        }
        PuzzleRecord record = PuzzleRecord.of(source, index, line, grid(first.get("puzzle")));
        if (!first.get("provided_solution").isEmpty()) {
            record = record.withSolution(grid(first.get("provided_solution")));
        }
        Map<String, String> extras = extras(text(first, "extras"));
        if (!extras.isEmpty()) {
            record = record.withExtras(extras);
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (CSVRecord r : rows) {
            outcomes.add(outcome(r, record.puzzle()));
        }
        Judgement judged = judge.judge(record, outcomes);
        return Boolean.parseBoolean(first.get("contended")) ? judged.asContended() : judged;
    }

    /** One row as an answer: the solution checked anew, the recorded verdict kept only as a floor. */
    private static Outcome outcome(CSVRecord r, Grid puzzle) {
        String message = text(r, "message");
        SearchStats stats = new SearchStats(Long.parseLong(r.get("nodes")), Long.parseLong(r.get("backtracks")),
                Long.parseLong(r.get("fails")), Long.parseLong(r.get("build_ns")), Long.parseLong(r.get("search_ns")));
        String solution = r.get("solution");
        long cpu = Long.parseLong(r.get("cpu_ns"));
        long rss = Long.parseLong(r.get("peak_rss_kib"));
        SolveResult result = new SolveResult(Status.valueOf(r.get("status")), solution.isEmpty() ? null : grid(solution),
                Long.parseLong(r.get("solutions_found")), Boolean.parseBoolean(r.get("count_exact")), stats, message,
                new Resources(rss >= 0 ? cpu : -1, rss));
        String problem = result.solution() == null ? null
                : Checker.check(puzzle, result.solution()).map(Checker.Problem::message).orElse(null);
        Attempt attempt = new Attempt(result, Long.parseLong(r.get("time_ns")), cpu, problem,
                Long.parseLong(r.get("cpu_wall_ns")));
        return new Outcome(text(r, "solver"), List.of(attempt), 0, AnswerVerdict.valueOf(r.get("answer_verdict")),
                text(r, "answer_reason"));
    }

    /** A text cell as written: the spreadsheet guard undone, and made printable again (the file may be forged). */
    private static String text(CSVRecord r, String column) {
        return OneLine.printable(CsvText.original(r.get(column)));
    }

    /** A grid as {@code Grid.toString()} wrote it: symbols, or comma-separated numbers past 35x35. */
    private static Grid grid(String text) {
        if (!text.contains(",")) {
            return Grid.parse(text);
        }
        int[] values = Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
        Shape shape = Shape.forCellCount(values.length)
                .orElseThrow(() -> new IllegalArgumentException(values.length + " values are not a square grid"));
        return Grid.of(shape, values);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The extra input columns, a JSON object of strings. */
    private static Map<String, String> extras(String text) throws IOException {
        Map<String, String> extras = new LinkedHashMap<>();
        if (!text.isEmpty()) {
            JsonNode o = JSON.readTree(text);
            if (!o.isObject()) {
                throw new IOException("extras is not a JSON object: " + OneLine.of(text, 60));
            }
            o.fields().forEachRemaining(e -> extras.put(OneLine.printable(e.getKey()), OneLine.printable(e.getValue().asText())));
        }
        return extras;
    }
}
