package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.testsolvers.BrokenSolvers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record whose repetitions disagree (stopped by the limit in some, solved in the others) is judged
 * solved, and the disagreement is shown: a count per solver on the console (one short line) and a
 * table in report.md and report.html, not only in the record's reason in results.csv. The solver is
 * {@code test-flaky-limit}, stopped on about one call in three by a seeded draw.
 */
class RepeatDisagreementsReportTest {

    @TempDir
    Path tmp;

    @Test
    void aSeededFlakySolversDisagreeingRepetitionsAreCountedInEveryReport() throws IOException {
        BrokenSolvers.FLAKY_CALLS.set(0);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--threads", "1", "--repeat", "3", "--out",
                out.toString(), "--solvers", "dfs,test-flaky-limit", "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isNotEqualTo(1).isNotEqualTo(2);
        long disagreeing = ResultsFile.rows(out).stream().filter(r -> r.get("solver").equals("test-flaky-limit"))
                .filter(r -> r.get("answer_verdict").equals("CORRECT"))
                .filter(r -> r.get("answer_reason").startsWith("repetitions disagree: ")).count();
        assertThat(disagreeing).as("the seeded draw gives disagreeing repetitions").isPositive();
        assertThat(ResultsFile.rows(out).stream().filter(r -> r.get("solver").equals("dfs"))
                .map(CSVRecord::toMap).toList()).allMatch(r -> !r.get("answer_reason").startsWith("repetitions"));

        String line = "Repetitions disagree on test-flaky-limit " + disagreeing + " records (stopped by the limit in "
                + "some, solved in others: counted solved)";
        assertThat(run.out()).contains(line).doesNotContain("disagree on dfs");
        assertThat(run.out().lines().filter(l -> l.contains("Repetitions disagree"))).singleElement()
                .satisfies(l -> assertThat(l.length()).isLessThanOrEqualTo(120));

        String md = Files.readString(out.resolve("report.md"));
        // Markdown escapes the name's hyphens.
        assertThat(md).contains("### Repetitions that disagree").contains("| test-flaky-limit | " + disagreeing
                + " | ");
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html).contains("<h3 id=\"repeats\">Repetitions that disagree</h3>");
        assertThat(html.substring(html.indexOf("id=\"repeats\""))).contains("test-flaky-limit")
                .contains(">" + disagreeing + "<");
    }

    @Test
    void repetitionsThatAgreeShowNoSuchLineOrTable() throws IOException {
        Path out = tmp.resolve("steady");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--repeat", "3", "--out", out.toString(),
                "--solvers", "dfs,dlx", "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("Repetitions disagree");
        assertThat(Files.readString(out.resolve("report.md"))).doesNotContain("Repetitions that disagree");
        assertThat(Files.readString(out.resolve("report.html"))).doesNotContain("id=\"repeats\"");
    }
}
