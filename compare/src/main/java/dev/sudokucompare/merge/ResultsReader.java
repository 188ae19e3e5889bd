package dev.sudokucompare.merge;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.Verdict;
import dev.sudokucompare.report.ResultsCsv;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a run's {@code results.csv} back into judgements, one per record (its rows are
 * consecutive, one per solver), so a merge can recompute every statistic from them.
 */
final class ResultsReader {

    private ResultsReader() {
    }

    static List<Judgement> read(Path csv, int solvers) throws IOException {
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
                    judged.add(judgement(rows, csv));
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

    private static Judgement judgement(List<CSVRecord> rows, Path csv) throws IOException {
        CSVRecord first = rows.get(0);
        String source = first.get("source");
        long index = Long.parseLong(first.get("record"));
        long line = Long.parseLong(first.get("line"));
        for (CSVRecord r : rows) {
            if (!r.get("source").equals(source) || Long.parseLong(r.get("record")) != index) {
                throw new IOException(csv + ":" + r.getRecordNumber() + ": rows of one record are not together");
            }
        }
        Verdict verdict = Verdict.valueOf(first.get("verdict"));
        if (verdict == Verdict.MALFORMED) {
            PuzzleRecord record = PuzzleRecord.malformed(source, index, line, first.get("detail"), first.get("puzzle"));
            return new Judgement(record, List.of(), verdict, first.get("detail"), first.get("provided"));
        }
        PuzzleRecord record = PuzzleRecord.of(source, index, line, grid(first.get("puzzle")));
        Map<String, String> extras = extras(first.get("extras"));
        if (!extras.isEmpty()) {
            record = record.withExtras(extras);
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (CSVRecord r : rows) {
            outcomes.add(outcome(r));
        }
        return new Judgement(record, outcomes, verdict, first.get("detail"), first.get("provided"));
    }

    private static Outcome outcome(CSVRecord r) {
        String message = r.get("message");
        String problem = null;
        if (message.startsWith("invalid: ")) {
            problem = message.substring("invalid: ".length());
            message = "";
        }
        SearchStats stats = new SearchStats(Long.parseLong(r.get("nodes")), Long.parseLong(r.get("backtracks")),
                Long.parseLong(r.get("fails")), Long.parseLong(r.get("build_ns")), Long.parseLong(r.get("search_ns")));
        String solution = r.get("solution");
        SolveResult result = new SolveResult(Status.valueOf(r.get("status")), solution.isEmpty() ? null : grid(solution),
                Long.parseLong(r.get("solutions_found")), Boolean.parseBoolean(r.get("count_exact")), stats, message);
        return new Outcome(r.get("solver"), result, Long.parseLong(r.get("time_ns")), problem);
    }

    /** A grid as {@code Grid.toString()} wrote it: symbols, or comma-separated numbers past 35x35. */
    private static Grid grid(String text) {
        if (!text.contains(",")) {
            return Grid.parse(text);
        }
        int[] values = java.util.Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
        Shape shape = Shape.forCellCount(values.length)
                .orElseThrow(() -> new IllegalArgumentException(values.length + " values are not a square grid"));
        return Grid.of(shape, values);
    }

    private static Map<String, String> extras(String text) {
        Map<String, String> extras = new LinkedHashMap<>();
        if (!text.isEmpty()) {
            for (String pair : text.split(";")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    extras.put(pair.substring(0, eq), pair.substring(eq + 1));
                }
            }
        }
        return extras;
    }
}
