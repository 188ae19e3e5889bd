package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Attempt;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.engine.RecordVerdict;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/**
 * A judged record's row spells each of its cells straight into the file, in the columns' order:
 * every column holds the value it is named for. The numbers are all different, so two columns
 * swapped, or one left out, show; text cells that need quotes or a formula guard are among them.
 */
class ResultsCsvColumnsTest {

    private static final Grid PUZZLE = Grid.parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    private static final Grid SOLUTION = Grid.parse(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179");

    @Test
    void everyColumnOfAJudgedRowHoldsTheValueItIsNamedFor() throws IOException {
        PuzzleRecord record = PuzzleRecord.of("=sheet, \"one\".txt", 7, 12, PUZZLE).withSolution(SOLUTION)
                .withExtras(Map.of("difficulty", "hard"));
        SearchStats stats = new SearchStats(101, 102, 103, 104, 105);
        SolveResult result = new SolveResult(Status.SOLVED, SOLUTION, 2, true, stats, "a message, \"quoted\"",
                new Resources(106, 107));
        Attempt attempt = new Attempt(result, 108, 109, null, 110);
        Outcome outcome = new Outcome("dfs", List.of(attempt), 0, AnswerVerdict.CORRECT, "+a reason");
        Judgement judgement = new Judgement(record, List.of(outcome), RecordVerdict.AGREE, "the detail", "matches",
                true);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ResultsCsv csv = new ResultsCsv(bytes, List.of("dfs"))) {
            csv.judged(judgement);
        }
        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().get()
                .parse(new StringReader(bytes.toString(StandardCharsets.UTF_8))).getRecords();

        assertThat(rows).hasSize(1);
        CSVRecord row = rows.get(0);
        assertThat(row.toMap()).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
                Map.entry("source", "'=sheet, \"one\".txt"),
                Map.entry("record", "7"),
                Map.entry("line", "12"),
                Map.entry("puzzle", PUZZLE.toString()),
                Map.entry("solver", "dfs"),
                Map.entry("status", "SOLVED"),
                Map.entry("answer_verdict", "CORRECT"),
                Map.entry("answer_reason", "'+a reason"),
                Map.entry("judge", "AC"),
                Map.entry("solution", SOLUTION.toString()),
                Map.entry("solutions_found", "2"),
                Map.entry("count_exact", "true"),
                Map.entry("time_ns", "108"),
                Map.entry("cpu_ns", "109"),
                Map.entry("peak_rss_kib", "107"),
                Map.entry("build_ns", "104"),
                Map.entry("search_ns", "105"),
                Map.entry("nodes", "101"),
                Map.entry("backtracks", "102"),
                Map.entry("fails", "103"),
                Map.entry("record_verdict", "AGREE"),
                Map.entry("provided", "matches"),
                Map.entry("provided_solution", SOLUTION.toString()),
                Map.entry("contended", "true"),
                Map.entry("message", "a message, \"quoted\""),
                Map.entry("detail", "the detail"),
                Map.entry("extras", "{\"difficulty\":\"hard\"}"),
                Map.entry("cpu_wall_ns", "110")));
    }
}
