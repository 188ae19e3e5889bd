package dev.sudokucompare.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Two --out directories of the same work compared as a reader would: every row of results.csv
 * but its timings, each (record, solver) once, summary.csv but its timings, and report.json's
 * verdicts and findings. Timings differ between two runs of the same work and nowhere else.
 */
public final class SameRuns {

    private SameRuns() {
    }

    /** {@code actual} holds the same run as {@code expected}, timings aside. */
    public static void assertSame(Path expected, Path actual) throws IOException {
        List<String> rows = rows(actual.resolve("results.csv"));
        assertThat(rows).as("results.csv of " + actual + " against " + expected)
                .containsExactlyInAnyOrderElementsOf(rows(expected.resolve("results.csv")));
        assertEachRecordSolverOnce(actual.resolve("results.csv"));
        assertThat(rows(actual.resolve("summary.csv"))).as("summary.csv").isEqualTo(rows(expected.resolve("summary.csv")));
        JsonNode a = json(expected);
        JsonNode b = json(actual);
        assertThat(b.path("groups").size()).isEqualTo(a.path("groups").size());
        for (int g = 0; g < a.path("groups").size(); g++) {
            assertThat(b.path("groups").get(g).path("name")).isEqualTo(a.path("groups").get(g).path("name"));
            assertThat(b.path("groups").get(g).path("verdicts")).isEqualTo(a.path("groups").get(g).path("verdicts"));
            assertThat(b.path("groups").get(g).path("records")).isEqualTo(a.path("groups").get(g).path("records"));
        }
        assertThat(b.path("findings")).isEqualTo(a.path("findings"));
        assertThat(b.path("exitStatus")).isEqualTo(a.path("exitStatus"));
    }

    /** Every (source, record, solver) has exactly one row. */
    public static void assertEachRecordSolverOnce(Path csv) throws IOException {
        Map<String, Long> counts = records(csv).stream().collect(Collectors.groupingBy(
                r -> r.get("source") + "|" + r.get("record") + "|" + r.get("solver"), Collectors.counting()));
        assertThat(counts.entrySet()).as("rows per (record, solver) in " + csv).allMatch(e -> e.getValue() == 1);
    }

    /** Each row (or summary line) as "column=value|..." without the timing columns. */
    public static List<String> rows(Path csv) throws IOException {
        return rows(csv, r -> r);
    }

    private static List<String> rows(Path csv, Function<String, String> cell) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            var parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r);
            List<String> kept = parser.getHeaderNames().stream().filter(h -> !TimingColumns.NAMES.contains(h)).toList();
            List<String> rows = new ArrayList<>();
            for (CSVRecord rec : parser) {
                rows.add(kept.stream().map(h -> h + "=" + cell.apply(rec.get(h))).collect(Collectors.joining("|")));
            }
            return rows;
        }
    }

    public static List<CSVRecord> records(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }

    public static JsonNode json(Path dir) throws IOException {
        return new ObjectMapper().readTree(dir.resolve("report.json").toFile());
    }
}
