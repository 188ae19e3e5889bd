package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.report.TimingColumns;
import dev.sudokucompare.solvers.programs.InstalledPrograms;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's cluster recipes, run for real: GNU parallel runs the shards of a job (as the
 * README's one-liner does, and as a Slurm array does through --shard auto and --resume, one task
 * killed and the array submitted again), merge puts them together, and the merge equals one
 * unsharded run (timings aside: each shard measured its own).
 * Needs Debian's parallel: skipped without it locally, a failure when CI is set (.ci/run installs it).
 */
class ParallelShardsIT {

    /** Columns that hold measurements of time, or what is derived from them. */
    private static final Set<String> TIMING = TimingColumns.NAMES;

    private static final String COMPARE = "compare --no-progress --warmup 0 --solvers dfs,dfs-mrv --shuffle --seed 3 "
            + "builtin:norvig-hardest builtin:two-solutions builtin:no-solution";

    @TempDir
    static Path dir;

    @BeforeAll
    static void parallelIsThere() {
        InstalledPrograms.require("parallel");
    }

    @Test
    void shardsRunByParallelMergeIntoTheUnshardedRun() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java") + " -jar " + System.getProperty("sudoku.jar");
        assertThat(shell(java + " " + COMPARE + " --out whole")).isIn(0);
        // The README's one-liner: one job per shard, two at a time.
        assertThat(shell("parallel --will-cite -j 2 '" + java + " " + COMPARE + " --shard {}/3 --out shard{}' ::: 1 2 3"))
                .isZero();
        assertThat(shell(java + " merge shard1 shard2 shard3 --out merged")).isZero();
        assertSameAsWhole("merged");
        // A Slurm array, simulated: each task sees its SLURM_ARRAY_TASK_ID (0-based) and the array's size,
        // and runs the README's command, --resume included. Task 1 is killed as it starts first, as a
        // node lost or a job pre-empted, then the whole array is submitted again.
        String task = "SLURM_ARRAY_TASK_ID={} SLURM_ARRAY_TASK_COUNT=3 " + java + " " + COMPARE
                + " --shard auto --resume --out task{}";
        Process killed = new ProcessBuilder("bash", "-c", "exec " + task.replace("{}", "1")).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(dir.resolve("killed.txt").toFile()).start();
        while (killed.isAlive() && !Files.exists(dir.resolve("task1/manifest.json"))) {
            Thread.sleep(5); // the run has started: its manifest is written before any row
        }
        killed.destroyForcibly().waitFor();
        assertThat(shell("parallel --will-cite -j 2 '" + task + "' ::: 0 1 2")).isZero();
        assertThat(json("task0").path("settings").path("shard").asText()).isEqualTo("1/3");
        assertThat(shell(java + " merge task2 task0 task1 --out merged-auto")).isZero();
        assertSameAsWhole("merged-auto");
    }

    private static void assertSameAsWhole(String merged) throws IOException {
        assertThat(rows(dir.resolve(merged).resolve("results.csv")))
                .containsExactlyInAnyOrderElementsOf(rows(dir.resolve("whole/results.csv")));
        assertThat(rows(dir.resolve(merged).resolve("summary.csv"))).isEqualTo(rows(dir.resolve("whole/summary.csv")));
        JsonNode whole = json("whole");
        JsonNode m = json(merged);
        assertThat(m.path("groups").size()).isEqualTo(whole.path("groups").size());
        for (int g = 0; g < whole.path("groups").size(); g++) {
            assertThat(m.path("groups").get(g).path("verdicts")).isEqualTo(whole.path("groups").get(g).path("verdicts"));
        }
        assertThat(m.path("inputs")).isEqualTo(whole.path("inputs"));
        assertThat(m.path("findings")).isEqualTo(whole.path("findings"));
    }

    private static int shell(String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", command).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).as(command).isTrue();
        if (p.exitValue() != 0) {
            System.err.println(command + "\n" + Files.readString(dir.resolve("err.txt")));
        }
        return p.exitValue();
    }

    private static JsonNode json(String run) throws IOException {
        return new ObjectMapper().readTree(dir.resolve(run).resolve("report.json").toFile());
    }

    private static List<String> rows(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            var parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r);
            List<String> kept = parser.getHeaderNames().stream().filter(h -> !TIMING.contains(h)).toList();
            List<String> rows = new ArrayList<>();
            for (CSVRecord rec : parser) {
                rows.add(kept.stream().map(h -> h + "=" + rec.get(h)).collect(Collectors.joining("|")));
            }
            return rows;
        }
    }
}
