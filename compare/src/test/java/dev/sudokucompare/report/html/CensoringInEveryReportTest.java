package dev.sudokucompare.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.JsonReport;
import dev.sudokucompare.report.MarkdownReport;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.report.SummaryCsv;
import dev.sudokucompare.report.SurvivalCsv;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * A solver that never answers correctly gets no ratio, interval or p, and says so, in every
 * report; interval ends that censored calls make bounds are marked in every report; the Holm p,
 * the virtual best solver, the Borda score, how often a rank held and the survival view are in
 * every report.
 */
class CensoringInEveryReportTest {

    /** base answers all; limited is stopped on every third record; never gives wrong answers only. */
    private static RunReport report() {
        TestRuns run = new TestRuns(List.of("base", "limited", "never"));
        for (int i = 1; i <= 40; i++) {
            run.limited("in.txt", i, 10_000L * i, i % 4 == 0 ? -10_000_000_000L : 30_000L * i, 0);
        }
        return run.report(List.of("compare"));
    }

    @Test
    void consoleAndMarkdown() {
        RunReport r = report();
        StringWriter console = new StringWriter();
        ConsoleReport.print(r, new PrintWriter(console));
        String text = console.toString();
        assertThat(text).containsPattern("\\n  never +base +40 +0 +no correct answers +- +- +- +- +- +0 +40 +0\\n")
                // limited's calls stopped by the limit bound its ratio: every interval end is marked
                .containsPattern("\\n  limited +base +40 +0 +≥ [0-9.]+x slower +≥ [0-9.]+x - ≥ [0-9.]+x slower +"
                        + "≥ [0-9.]+x slower +≥ [0-9.]+x - ≥ [0-9.]+x slower +< 0\\.0001 +< 0\\.0001 ")
                .contains("Holm p").contains("virtual best").contains("Borda").contains("rank held")
                .contains("Solved within t").contains("RMST");
        assertThat(MarkdownReport.render(r)).contains("| never | base | 40 | 0 | no correct answers |")
                .contains("## Solved within t").contains("virtual best");
    }

    @Test
    void summaryAndSurvivalCsv() throws Exception {
        RunReport r = report();
        List<CSVRecord> rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(SummaryCsv.render(r))).getRecords();
        assertThat(rows).allMatch(CSVRecord::isConsistent);
        CSVRecord never = rows.stream().filter(x -> x.get("solver").equals("never")).findFirst().orElseThrow();
        assertThat(never.get("speedup_note")).isEqualTo("no correct answers");
        assertThat(never.get("speedup_geomean")).isEmpty();
        assertThat(never.get("wilcoxon_p")).isEmpty();
        assertThat(never.get("mean_ci95_low_ns")).as("no interval without a correct call").isEmpty();
        CSVRecord limited = rows.stream().filter(x -> x.get("solver").equals("limited")).findFirst().orElseThrow();
        assertThat(limited.get("bounds").split(";")).contains("mean", "mean_ci95_low", "mean_ci95_high");
        assertThat(limited.get("speedup_bound")).isEqualTo("AT_MOST");
        assertThat(Double.parseDouble(limited.get("wilcoxon_p_holm")))
                .isGreaterThanOrEqualTo(Double.parseDouble(limited.get("wilcoxon_p")));
        assertThat(rows.stream().filter(x -> x.get("solver").equals("virtual best"))).as("one per group")
                .extracting(x -> x.get("group")).containsExactly("overall", "in.txt");
        List<CSVRecord> survival = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(SurvivalCsv.render(r))).getRecords();
        CSVRecord atLimit = survival.stream().filter(x -> x.get("solver").equals("limited")
                && x.get("is_limit").equals("true")).findFirst().orElseThrow();
        assertThat(atLimit.get("solved")).isEqualTo("30");
        assertThat(atLimit.get("calls")).isEqualTo("40");
    }

    @Test
    void reportJson() throws Exception {
        JsonNode group = new ObjectMapper().readTree(JsonReport.render(report(), 1)).path("groups").get(0);
        JsonNode never = group.path("pairs").get(1);
        assertThat(never.path("withoutRatio").asText()).isEqualTo("no correct answers");
        assertThat(never.path("wilcoxonP").isNull()).isTrue();
        JsonNode limited = group.path("pairs").get(0);
        assertThat(limited.path("bounds").path("ci95Low").asText()).isEqualTo("AT_MOST");
        assertThat(limited.path("bounds").path("hodgesLehmannCi95High").asText()).isEqualTo("AT_MOST");
        assertThat(limited.path("wilcoxonPHolm").asDouble()).isPositive();
        assertThat(limited.path("survival").path("onlyBaseline").asInt()).isEqualTo(10);
        assertThat(never.path("survival").path("onlyBaseline").asInt()).isEqualTo(40);
        JsonNode solver = group.path("solvers").get(1);
        assertThat(solver.path("time").path("bounds").path("meanCi95Low").asText()).isEqualTo("AT_LEAST");
        assertThat(solver.path("rankHeld").isNumber()).isTrue();
        assertThat(group.path("virtualBest").path("solved").asInt()).isEqualTo(40);
        assertThat(group.path("survival").path("solvers")).hasSize(4);
    }

    @Test
    void html() {
        Document doc = Jsoup.parse(HtmlReport.render(report(), new TestRuns(List.of("base", "limited", "never"))
                .samples()));
        assertThat(doc.select("table.speedups tr").eachText()).anyMatch(t -> t.startsWith("never base 40 0 no correct answers"))
                .anyMatch(t -> t.startsWith("limited base") && t.contains("≥") && t.contains(" - ≥ "));
        assertThat(doc.select("table.ranking tr").eachText()).anyMatch(t -> t.startsWith("- virtual best"));
        assertThat(doc.select("table.survival tr")).hasSize(1 + 4);
        assertThat(doc.select("table.survival-pairs tr").eachText()).anyMatch(t -> t.startsWith("limited base"));
        assertThat(doc.select("a[href=#survival]")).hasSize(1);
    }
}
