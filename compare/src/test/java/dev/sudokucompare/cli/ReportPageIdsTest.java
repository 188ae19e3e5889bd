package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report.html names the puzzle behind every scatter point, and lists each input's hardest records exactly. */
class ReportPageIdsTest {

    @TempDir
    Path tmp;

    @Test
    void scatterPointsCarryTheirPuzzleAndEachInputListsItsHardestRecords() throws Exception {
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("--solvers", "dfs,dfs-mrv", "--warmup", "0", "--no-progress", "--out", out.toString(),
                "builtin:norvig-hardest", "builtin:no-solution");
        assertThat(run.status()).as(run.err()).isZero();
        String page = Files.readString(out.resolve("report.html"));

        // Every point of a scatter is one puzzle, named in its tooltip.
        int scatter = page.indexOf("data-plot=\"scatter\"");
        assertThat(scatter).isPositive();
        String scatterSvg = page.substring(scatter, page.indexOf("</svg>", scatter));
        Matcher titles = Pattern.compile("class=\"pt\"[^>]*><title>([^<]+)</title>").matcher(scatterSvg);
        int points = 0;
        while (titles.find()) {
            assertThat(titles.group(1)).matches("builtin:(norvig-hardest|no-solution):\\d+");
            points++;
        }
        assertThat(points).as("points with their puzzle").isEqualTo(11 + 14);

        // The hardest records of an input: every record seen, the longest call first.
        int section = page.indexOf("data-input=\"builtin:norvig-hardest\"");
        String panel = page.substring(section, page.indexOf("</section>", section));
        assertThat(panel).contains("Hardest records");
        String table = panel.substring(panel.indexOf("<table class=\"data hardest\">"));
        Matcher rows = Pattern.compile("<tr[^>]*><td>(builtin:norvig-hardest:\\d+)</td>").matcher(table);
        List<String> ids = new java.util.ArrayList<>();
        while (rows.find()) {
            ids.add(rows.group(1));
        }
        assertThat(ids).hasSize(10).doesNotHaveDuplicates();
        // The one record left out is the one whose longest call is the shortest (from results.csv, every call).
        List<CSVRecord> rowsCsv = ResultsFile.rows(out);
        java.util.Map<String, Long> longest = new java.util.HashMap<>();
        for (CSVRecord r : rowsCsv) {
            if (r.get("source").equals("builtin:norvig-hardest")) {
                longest.merge("builtin:norvig-hardest:" + r.get("line"), Long.parseLong(r.get("time_ns")), Math::max);
            }
        }
        String easiest = longest.entrySet().stream().min(java.util.Map.Entry.comparingByValue()).orElseThrow().getKey();
        assertThat(ids).doesNotContain(easiest);
        assertThat(ids.get(0)).isEqualTo(longest.entrySet().stream().max(java.util.Map.Entry.comparingByValue())
                .orElseThrow().getKey());
    }
}
