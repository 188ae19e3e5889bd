package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.solvers.external.HostilePrograms;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Nothing hangs and nothing outlives the tool, with the real jar in a JVM of its own and real
 * programs: one that never reads its input, on 2,000 puzzles; {@code yes}; SIGHUP and a second
 * Ctrl-C with a program in flight; {@code kill -9} of the tool, with control groups and without.
 * Every process a run starts inherits a variable of the test's, so whatever survives is found. The
 * bounds are hang guards, not timings.
 */
class OutsideProgramsEndIT {

    private static final long HANG_GUARD_SECONDS = 600;
    private static final long CLEANUP_GUARD_SECONDS = 120;

    @TempDir
    Path dir;

    private final String testRun = UUID.randomUUID().toString();

    private JarProcess start(List<String> jvmOptions, String... args) throws IOException {
        return JarProcess.start(dir, false, Map.of(HostilePrograms.TEST_RUN, testRun), jvmOptions, args);
    }

    private static String datasets(String file) {
        return Path.of(System.getProperty("datasets.dir"), file).toString();
    }

    private Path firstPuzzles(int n) throws IOException {
        return Files.write(dir.resolve("kaggle-" + n + ".txt"), Files.readAllLines(Path.of(datasets("kaggle-10000.txt")))
                .subList(0, n));
    }

    /** Nothing the run started is left, and no control group of it. */
    private void assertNothingLeft(JarProcess run) throws IOException, InterruptedException {
        HostilePrograms.assertNothingCarries(testRun, CLEANUP_GUARD_SECONDS);
        HostilePrograms.assertNoGroupsLeft(run.pid(), CLEANUP_GUARD_SECONDS);
    }

    /** Slow profile: two thousand puzzles to fill the pipe (47 s of the everyday build's ITs). */
    @Test
    @Tag("slow")
    void aProgramThatAnswersButNeverReadsItsInputCannotHangTheRunOnTwoThousandPuzzles() throws Exception {
        Path pids = dir.resolve("pids");
        String program = HostilePrograms.write(dir, "never_reads.py", HostilePrograms.NEVER_READS) + " " + pids;
        Path out = dir.resolve("out");
        // The limit is what ends a blocked write; it is long enough for a busy machine's Python
        // start-up after each kill, so every LIMIT is the unread input's, none a slow start's.
        JarProcess run = start(List.of(), "compare", "--solvers", "dfs,stream:" + program, "--timeout", "20s",
                "--warmup", "0", "--no-progress", "--out", out.toString(), firstPuzzles(2000).toString());
        int status = run.waitFor(HANG_GUARD_SECONDS);

        assertThat(status).as(run.err()).isEqualTo(1); // its grids of 1s are wrong answers
        List<CSVRecord> rows = rows(out);
        assertThat(rows).hasSize(4000);
        List<CSVRecord> programRows = rows.stream().filter(r -> r.get("solver").startsWith("stream:")).toList();
        // The pipe holds about 800 puzzles: then the write blocks until the deadline kills the program.
        List<CSVRecord> limits = programRows.stream().filter(r -> r.get("status").equals("LIMIT")).toList();
        assertThat(limits).isNotEmpty().allMatch(r -> r.get("message").contains("did not read its input"));
        assertThat(programRows).allMatch(r -> List.of("LIMIT", "SOLVED").contains(r.get("status")));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).allMatch(r -> r.get("answer_verdict")
                .equals("CORRECT"));
        HostilePrograms.assertAllEnded(pids, CLEANUP_GUARD_SECONDS);
        assertNothingLeft(run);
    }

    /** The audit's own attack: {@code exec yes} with a valid grid, answering before it is asked, for ever. */
    @Test
    @Tag("slow")
    void yesWithAValidGridOnTwoThousandPuzzlesIsRetiredAfterThreeProtocolErrors() throws Exception {
        String solution = Files.readAllLines(Path.of(datasets("kaggle-10000.solutions.txt"))).get(0);
        Path out = dir.resolve("out");
        JarProcess run = start(List.of(), "compare", "--solvers", "dfs,stream:yes " + solution, "--warmup", "0",
                "--no-progress", "--out", out.toString(), firstPuzzles(2000).toString());
        int status = run.waitFor(HANG_GUARD_SECONDS);

        assertThat(status).as(run.err()).isEqualTo(2);
        List<CSVRecord> rows = rows(out);
        assertThat(rows).hasSize(4000);
        List<CSVRecord> program = rows.stream().filter(r -> r.get("solver").startsWith("stream:")).toList();
        assertThat(program).hasSize(2000).allMatch(r -> r.get("status").equals("ERROR"));
        // Three protocol errors in a row retire it: the other records are not run, each saying why.
        assertThat(program).filteredOn(r -> r.get("message").startsWith("protocol error: ")).hasSize(3);
        assertThat(program).filteredOn(r -> r.get("message")
                .startsWith("not run: retired after 3 protocol errors in a row (the last: protocol error: ")).hasSize(1997);
        assertNothingLeft(run);
    }

    /** A program that sleeps on its first puzzle, recording its pid. */
    private String sleeper(Path pids) {
        return "stream:" + HostilePrograms.write(dir, "sleeper.py", """
                import os, sys, time
                open(sys.argv[1], 'a').write('%d\\n' % os.getpid())
                sys.stdin.readline()
                time.sleep(600)
                """) + " " + pids;
    }

    private static void awaitPids(Path pids, int count) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_GUARD_SECONDS);
        while (HostilePrograms.pids(pids).size() < count) {
            assertThat(System.nanoTime()).as("hung: the program did not start and record its pids").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    @Test
    void aHangUpStopsTheRunLikeSigtermAndTakesTheProgramInFlightWithIt() throws Exception {
        Path pids = dir.resolve("pids");
        Path out = dir.resolve("out");
        JarProcess run = start(List.of(), "compare", "--solvers", "dfs," + sleeper(pids), "--timeout", "300s",
                "--warmup", "0", "--no-progress", "--out", out.toString(), datasets("norvig-easy50.txt"));
        awaitPids(pids, 1);
        run.signal("HUP");
        assertThat(run.waitFor(HANG_GUARD_SECONDS)).as(run.err()).isEqualTo(129);
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(report.get("interrupted").asText()).startsWith("interrupted (SIGHUP) after 0 of 50 records");
        assertThat(run.err()).contains("sudoku-compare: SIGHUP: stopping");
        HostilePrograms.assertAllEnded(pids, CLEANUP_GUARD_SECONDS);
        assertNothingLeft(run);
    }

    @Test
    void aSecondSignalEndsTheRunAtOnceAndLeavesNoProgramNorGroup() throws Exception {
        Path pids = dir.resolve("pids");
        JarProcess run = start(List.of(), "compare", "--solvers", "dfs," + sleeper(pids), "--timeout", "300s",
                "--warmup", "0", "--no-progress", "--out", dir.resolve("out").toString(), datasets("norvig-easy50.txt"));
        awaitPids(pids, 1);
        run.signal("TERM");
        run.signal("TERM");
        assertThat(run.waitFor(HANG_GUARD_SECONDS)).as(run.err()).isEqualTo(143);
        HostilePrograms.assertAllEnded(pids, CLEANUP_GUARD_SECONDS);
        assertNothingLeft(run);
    }

    /**
     * {@code kill -9} of the tool: the program dies by its parent-death signal, what it started (a
     * child in a session of its own with an empty environment among them) and the control groups
     * go with the reaper; with groups, and where only /proc can follow the tree.
     */
    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    void killNineOfTheToolLeavesNothingBehind(String cgroups) throws Exception {
        Path pids = dir.resolve("pids");
        String program = "stream:" + HostilePrograms.write(dir, "leaves.py", HostilePrograms.LEAVES_CHILDREN) + " " + pids;
        Path out = dir.resolve("out");
        JarProcess run = start(List.of("-Dsudokucompare.cgroups=" + cgroups), "compare", "--solvers", "dfs," + program,
                "--timeout", "300s", "--warmup", "0", "--no-progress", "--out", out.toString(),
                datasets("norvig-top95.txt"), datasets("norvig-top95.txt"), datasets("norvig-top95.txt"));
        awaitPids(pids, 3);
        // A few answers written (rows go out a second's worth at a time): their calls were sampled, so
        // the tree, which the program made before its first answer, has been seen.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_GUARD_SECONDS);
        while (streamRows(out) < 2) {
            assertThat(run.isAlive()).as(run.err()).isTrue();
            assertThat(System.nanoTime()).as("hung: no answers written").isLessThan(deadline);
            Thread.sleep(50);
        }
        assertThat(run.isAlive()).as(run.err()).isTrue();
        run.killNine();
        HostilePrograms.assertAllEnded(pids, CLEANUP_GUARD_SECONDS);
        assertNothingLeft(run);
    }

    /** Lines of results.csv (maybe the last one half written) that hold a row of the stream program. */
    private static long streamRows(Path out) throws IOException {
        Path csv = out.resolve("results.csv");
        return Files.exists(csv) ? Files.readAllLines(csv).stream().filter(l -> l.contains("stream:python3")).count() : 0;
    }

    private static List<CSVRecord> rows(Path out) throws IOException {
        try (Reader r = Files.newBufferedReader(out.resolve("results.csv"))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }
}
