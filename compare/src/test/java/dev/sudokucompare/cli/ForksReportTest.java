package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare --forks 3} through the real main: the console's forks section for each solver,
 * report.json's forks with every record in one of three forks, and report.md's section. Structure,
 * counts and the intervals' order only: the timings are the machine's.
 */
class ForksReportTest {

    @TempDir
    Path tmp;

    @Test
    void threeForksOfTwoSolversAreReportedSideBySide() throws Exception {
        Path dir = tmp.resolve("run");
        CliRun run = CliRun.of("--solvers", "dfs,dfs-mrv", "--forks", "3", "--warmup", "0", "--no-progress", "--out",
                dir.toString(), "builtin:norvig-top95");
        assertThat(run.status()).as(run.err()).isZero();

        String out = run.out();
        assertThat(out).contains("Forks (JIT variance)").contains("  dfs: 3 forks, ").contains("  dfs-mrv: 3 forks, ")
                .contains("fork medians: ").contains("resampling forks, then puzzles").contains("cold first call ");
        String section = out.substring(out.indexOf("Forks (JIT variance)"));
        assertThat(section.lines().filter(l -> l.startsWith("    JIT variance: forks differ up to ")
                || l.equals("    forks agree: their median intervals overlap")
                || l.startsWith("    too few records per fork")).count()).as(section).isEqualTo(2);
        assertThat(out.lines().toList()).as("lines wider than 120 columns")
                .allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(120));

        JsonNode forks = new ObjectMapper().readTree(dir.resolve("report.json").toFile()).path("forks");
        assertThat(forks).hasSize(2);
        assertThat(List.of(forks.get(0).path("solver").asText(), forks.get(1).path("solver").asText()))
                .containsExactly("dfs", "dfs-mrv");
        for (JsonNode s : forks) {
            assertThat(s.path("forkCount").asInt()).isEqualTo(3);
            assertThat(s.path("forks")).hasSize(3);
            int records = 0;
            for (JsonNode f : s.path("forks")) {
                records += f.path("records").asInt();
                assertThat(f.path("correct").asInt()).isBetween(0, f.path("records").asInt());
                assertOrdered(f.path("ci95Low"), f.path("medianNanos"), f.path("ci95High"));
                // --warmup 0: every fork's first call was a measured one.
                assertThat(f.path("coldNanos").asLong()).isPositive();
            }
            assertThat(records).isEqualTo(95);
            assertThat(s.path("records").asInt()).isEqualTo(95);
            assertOrdered(s.path("ci95Low"), s.path("medianNanos"), s.path("ci95High"));
            assertOrdered(s.path("puzzleOnlyCi95Low"), s.path("medianNanos"), s.path("puzzleOnlyCi95High"));
            assertThat(s.path("spread").asDouble()).isGreaterThanOrEqualTo(1.0);
            assertThat(s.path("verdict").asText()).isIn("AGREE", "DIFFER", "TOO_FEW");
            assertThat(s.path("flag").isNull()).isEqualTo(!s.path("verdict").asText().equals("DIFFER"));
        }
        // Each puzzle goes to the fork its content picks: both solvers split the records alike.
        for (int k = 0; k < 3; k++) {
            assertThat(forks.get(1).path("forks").get(k).path("records"))
                    .isEqualTo(forks.get(0).path("forks").get(k).path("records"));
        }
        assertThat(Files.readString(dir.resolve("report.md"))).contains("## Forks (JIT variance)");
    }

    @Test
    void aRunWithoutForksHasNoSuchSection() throws Exception {
        Path dir = tmp.resolve("plain");
        CliRun run = CliRun.of("--solvers", "dfs,dfs-mrv", "--warmup", "0", "--no-progress", "--out", dir.toString(),
                "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain("Forks (JIT variance)");
        assertThat(new ObjectMapper().readTree(dir.resolve("report.json").toFile()).path("forks")).isEmpty();
    }

    private static void assertOrdered(JsonNode low, JsonNode middle, JsonNode high) {
        assertThat(low.isNumber() && middle.isNumber() && high.isNumber()).as(low + " " + middle + " " + high).isTrue();
        assertThat(low.asDouble()).isLessThanOrEqualTo(middle.asDouble());
        assertThat(middle.asDouble()).isLessThanOrEqualTo(high.asDouble());
    }
}
