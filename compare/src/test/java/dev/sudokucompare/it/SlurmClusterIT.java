package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.report.TimingColumns;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code slurm} command against a real single-node Slurm (scripts/slurm-local.sh: munged,
 * slurmctld and slurmd, started here and stopped by their PIDs at the end): a 4-task array of
 * dfs,choco on 300 puzzles merges into what one unsharded run gives; a task requeued mid-run (as
 * a pre-emption does) goes on with --resume and the merge still equals; a task held past its
 * Slurm time limit is named by --status and the resubmission of exactly it completes the run.
 * Skipped locally, with the script's reason, when no Slurm can be started (not root, no
 * slurm-wlm); a failure when CI is set (.ci/run installs slurm-wlm and munge).
 */
@Tag("slow")
class SlurmClusterIT {

    /** A hang guard: nothing here should take near this long. */
    private static final long GUARD_MINUTES = 10;

    @TempDir
    static Path dir;

    private static Path repo;
    private static Map<String, String> slurmEnv;
    private static boolean started;
    private static Path state;

    @BeforeAll
    static void startSlurm() throws Exception {
        Path jar = Path.of(System.getProperty("sudoku.jar")).toAbsolutePath();
        repo = jar.getParent().getParent().getParent();
        // A state directory and ports of its own: a cluster someone started is neither used nor stopped.
        state = Path.of(System.getProperty("java.io.tmpdir"), "sudoku-compare-slurm-it-" + ProcessHandle.current().pid());
        slurmEnv = Map.of("SLURM_LOCAL_DIR", state.toString(), "SLURM_LOCAL_PORT", "6927",
                "SLURM_CONF", state.resolve("slurm.conf").toString());
        Result start = run(List.of(repo.resolve("scripts/slurm-local.sh").toString(), "start"));
        started = start.status == 0;
        if (!started) {
            String why = start.err.strip();
            if ("true".equals(System.getenv("CI"))) {
                fail("CI: no Slurm could be started: " + why);
            }
            assumeTrue(false, why);
        }
    }

    @AfterAll
    static void stopSlurm() throws Exception {
        if (started) {
            Result stop = run(List.of(repo.resolve("scripts/slurm-local.sh").toString(), "stop"));
            System.err.println(stop.out);
        }
        if (state != null && Files.isDirectory(state)) {
            // The cluster's state, its munge key among it: the daemons are gone, so is it.
            try (var all = Files.walk(state)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    @Test
    void anArrayMergesIntoTheUnshardedRunThroughARequeueAndATimeLimit() throws Exception {
        List<String> compare = List.of("--no-progress", "--warmup", "0", "--solvers", "dfs,choco", "--shuffle",
                "--seed", "11", "--limit", "300", repo.resolve("datasets/sudoku17-49158.txt").toString());
        assertThat(tool(concat(List.of("compare"), compare, List.of("--out", "whole"))).status).isZero();

        // 0. A Slurm that refuses the job (no such partition): one line, and nothing submitted or left.
        Result refused = tool(concat(List.of("slurm", "--tasks", "2", "--out", "refused", "--partition", "nosuch",
                "--"), compare));
        assertThat(refused.status).isEqualTo(2);
        assertThat(refused.err.lines().toList()).hasSize(1).first().asString()
                .startsWith("error: Slurm refused array.sh: sbatch: error: ").contains("partition");
        assertThat(dir.resolve("refused")).doesNotExist();

        // 1. Four tasks and the merge, waited for.
        Result array = tool(concat(List.of("slurm", "--tasks", "4", "--out", "array", "--wait", "--"), compare));
        assertThat(array.status).as(array.out + array.err).isZero();
        assertSameAsWhole(dir.resolve("array/merged"));

        // 2. A task requeued while it runs (killed and put back in the queue, as a pre-emption does).
        Result submitted = tool(concat(List.of("slurm", "--tasks", "4", "--out", "requeued", "--"), compare));
        assertThat(submitted.status).as(submitted.err).isZero();
        String arrayJob = jobIds("requeued").get(0);
        String[] running = waitFor("a task running with its manifest written", () -> runningTask(arrayJob, "requeued"));
        assertThat(slurm("scontrol", "requeue", running[1]).status).isZero();
        assertThat(slurm("scontrol", "show", "job", running[1]).out).contains("Restarts=1");
        Result waited = tool(List.of("slurm", "--status", "requeued", "--wait"));
        assertThat(waited.status).as(waited.out + waited.err).isZero();
        assertSameAsWhole(dir.resolve("requeued/merged"));

        // 3. A task stopped (SIGSTOP) and given a 1-minute limit: Slurm ends it at its time limit.
        submitted = tool(concat(List.of("slurm", "--tasks", "2", "--out", "timed", "--"), compare));
        assertThat(submitted.status).as(submitted.err).isZero();
        String timedJob = jobIds("timed").get(0);
        String[] held = waitFor("a task running with its manifest written", () -> runningTask(timedJob, "timed"));
        for (String pid : slurm("scontrol", "listpids", held[2]).out.lines().skip(1)
                .map(l -> l.strip().split("\\s+")[0]).filter(p -> p.matches("[0-9]+")).toList()) {
            run(List.of("kill", "-STOP", pid));
        }
        assertThat(slurm("scontrol", "update", "JobId=" + held[1], "TimeLimit=1").status).isZero();
        waitFor("task " + held[0] + " ended by its time limit",
                () -> slurm("squeue", "-h", "-t", "all", "-j", held[1], "-o", "%T").out.strip().equals("TIMEOUT")
                        ? new String[0] : null);
        Result status = tool(List.of("slurm", "--status", "timed"));
        assertThat(status.status).isEqualTo(2);
        assertThat(status.out).contains("shard " + (Integer.parseInt(held[0]) + 1) + "/2 (task " + held[0]
                + ", shard-" + held[0] + "): FAILED").contains("TIMEOUT").contains("slurm --resubmit");
        assertThat(status.out.lines().filter(l -> l.contains("FAILED")).count()).isEqualTo(1);
        Result again = tool(List.of("slurm", "--resubmit", "timed", "--wait"));
        assertThat(again.status).as(again.out + again.err).isZero();
        assertThat(again.out).contains("resubmitted tasks " + held[0] + " as array job");
        assertSameAsWhole(dir.resolve("timed/merged"));
    }

    /**
     * {task, its name (ARRAY_TASK), its own job id} of a running task of the array whose shard has
     * begun; null while none. The name picks the task alone (the array's first task's own id is
     * the array's id, which picks them all).
     */
    private static String[] runningTask(String arrayJob, String run) {
        for (String line : slurm("squeue", "-h", "-t", "R", "-r", "-j", arrayJob, "-o", "%K %i %A").out.lines().toList()) {
            String[] parts = line.strip().split(" ");
            if (parts.length == 3 && Files.exists(dir.resolve(run + "/shard-" + parts[0] + "/manifest.json"))) {
                return parts;
            }
        }
        return null;
    }

    private static List<String> jobIds(String run) throws IOException {
        JsonNode s = new ObjectMapper().readTree(dir.resolve(run + "/slurm/submission.json").toFile());
        List<String> ids = new ArrayList<>();
        s.path("arrayJobs").forEach(j -> ids.add(j.path("job").asText()));
        ids.add(s.path("mergeJob").asText());
        return ids;
    }

    private static String[] waitFor(String what, java.util.function.Supplier<String[]> found) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(GUARD_MINUTES);
        while (System.nanoTime() < deadline) {
            String[] value = found.get();
            if (value != null) {
                return value;
            }
            Thread.sleep(100); // polling Slurm and the run's files; the guard above bounds it
        }
        throw new AssertionError("no " + what + " in " + GUARD_MINUTES + " minutes");
    }

    private static void assertSameAsWhole(Path merged) throws IOException {
        Path whole = dir.resolve("whole");
        assertThat(rows(merged.resolve("results.csv"))).hasSize(600)
                .containsExactlyInAnyOrderElementsOf(rows(whole.resolve("results.csv")));
        assertThat(rows(merged.resolve("summary.csv"))).isEqualTo(rows(whole.resolve("summary.csv")));
        JsonNode w = json(whole);
        JsonNode m = json(merged);
        assertThat(m.path("groups").size()).isEqualTo(w.path("groups").size());
        for (int g = 0; g < w.path("groups").size(); g++) {
            assertThat(m.path("groups").get(g).path("verdicts")).isEqualTo(w.path("groups").get(g).path("verdicts"));
        }
        assertThat(m.path("inputs")).isEqualTo(w.path("inputs"));
        assertThat(m.path("findings")).isEqualTo(w.path("findings"));
    }

    private static JsonNode json(Path run) throws IOException {
        return new ObjectMapper().readTree(run.resolve("report.json").toFile());
    }

    private static List<String> rows(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            var parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r);
            List<String> kept = parser.getHeaderNames().stream().filter(h -> !TimingColumns.NAMES.contains(h)).toList();
            List<String> rows = new ArrayList<>();
            for (CSVRecord rec : parser) {
                rows.add(kept.stream().map(h -> h + "=" + rec.get(h)).collect(Collectors.joining("|")));
            }
            return rows;
        }
    }

    private record Result(int status, String out, String err) {
    }

    private static Result tool(List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", System.getProperty("sudoku.jar")));
        command.addAll(args);
        return run(command);
    }

    private static Result slurm(String... command) {
        try {
            return run(List.of(command));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static Result run(List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().putAll(slurmEnv);
        Process p = pb.start();
        if (!p.waitFor(GUARD_MINUTES, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError(command + " did not end in " + GUARD_MINUTES + " minutes");
        }
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @SafeVarargs
    private static List<String> concat(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> part : parts) {
            all.addAll(part);
        }
        return all;
    }
}
