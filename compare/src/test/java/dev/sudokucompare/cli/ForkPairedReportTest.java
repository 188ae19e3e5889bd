package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fork-level speedup through the real main: with the baseline and another solver in three
 * forks each, the console's "Speedup by fork" table with the other's row and the line saying it
 * decides, the note under the puzzle-level table, report.json's {@code forkSpeedups} and report.md's
 * section. Structure only: the timings and p-values are the machine's.
 */
class ForkPairedReportTest {

    private static final String TITLE = "Speedup by fork (JVM-level; paired by fork)";
    private static final String NOTE = "  solvers in worker JVMs: calls of one JVM are not independent; use --forks 5 "
            + "or more and read 'Speedup by fork'";

    @TempDir
    Path tmp;

    @Test
    void threeForksEachGiveAForkLevelRowAgainstTheBaseline() throws Exception {
        Path dir = tmp.resolve("run");
        CliRun run = CliRun.of("--solvers", "dfs,dfs-mrv", "--forks", "3", "--warmup", "0", "--no-progress", "--out",
                dir.toString(), "builtin:norvig-top95");
        assertThat(run.status()).as(run.err()).isZero();

        String out = run.out();
        assertThat(out).contains(TITLE).contains(NOTE);
        assertThat(out.indexOf(NOTE)).as("the note is under the puzzle-level table").isLessThan(out.indexOf(TITLE));
        String section = out.substring(out.indexOf(TITLE));
        assertThat(section.lines().filter(l -> l.startsWith("  dfs-mrv ")).findFirst()).as(section).isPresent();
        assertThat(section).contains("  This test decides for forked solvers, not the puzzle-level table");
        assertThat(out.lines().toList()).as("lines wider than 120 columns")
                .allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(120));

        JsonNode rows = new ObjectMapper().readTree(dir.resolve("report.json").toFile()).path("forkSpeedups");
        assertThat(rows).hasSize(1);
        JsonNode row = rows.get(0);
        assertThat(row.path("solver").asText()).isEqualTo("dfs-mrv");
        assertThat(row.path("baseline").asText()).isEqualTo("dfs");
        assertThat(row.path("forkCount").asInt()).isEqualTo(3);
        assertThat(row.path("forks")).hasSize(3);
        int pairs = 0;
        for (JsonNode f : row.path("forks")) {
            pairs += f.path("pairs").asInt();
        }
        assertThat(pairs).isEqualTo(row.path("pairs").asInt()).isBetween(0, 95);
        if (row.path("withoutTest").isNull()) {
            for (String field : new String[] {"speedup", "ci95Low", "ci95High", "meanLogRatio", "standardError",
                    "tTestP", "tTestPHolm"}) {
                assertThat(row.path(field).isNumber()).as(field).isTrue();
            }
            assertThat(row.path("ci95Low").asDouble()).isLessThanOrEqualTo(row.path("speedup").asDouble());
            assertThat(row.path("speedup").asDouble()).isLessThanOrEqualTo(row.path("ci95High").asDouble());
        } else {
            assertThat(row.path("withoutTest").asText()).startsWith("needs 3 or more forks");
        }
        String md = Files.readString(dir.resolve("report.md"));
        assertThat(md).contains("## Speedup by fork").contains("**Note:** solvers in worker JVMs");
    }

    @Test
    void solversInOneWorkerJvmEachGetTheNoteButNoForkTable() throws Exception {
        CliRun run = CliRun.of("--solvers", "dfs,dfs-mrv", "--isolate", "--warmup", "0", "--no-progress",
                "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains(NOTE).doesNotContain(TITLE);
    }

    @Test
    void solversInTheToolsJvmGetNeither() throws Exception {
        CliRun run = CliRun.of("--solvers", "dfs,dfs-mrv", "--warmup", "0", "--no-progress", "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).doesNotContain(NOTE).doesNotContain(TITLE);
    }
}
