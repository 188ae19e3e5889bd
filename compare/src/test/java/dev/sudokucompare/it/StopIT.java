package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stopping a run is prompt whatever it waits on: a long in-process call, an outside program, a
 * terminal's Ctrl-C to the whole process group, an input that never comes. No time is asserted:
 * each run is given work that never ends by itself (an endless count, a program that loops, an input
 * that never comes), so a run that exits at all, with the signal's status, was stopped by the
 * signal. The time from the signal to the exit is printed, not judged.
 */
class StopIT {

    /** How long to wait for a run that ends only when stopped, before calling it a hang. */
    private static final long HANG_SECONDS = 60;

    @TempDir
    Path dir;

    /**
     * Waits until the run has started {@code thread}, which it does only after installing its
     * signal handlers (its first solver worker, or the thread that reads a waiting input): a
     * signal sent then lands in the run, not in a JVM still starting, however busy the machine.
     */
    private static void awaitRunning(JarProcess run, String thread) throws IOException, InterruptedException {
        run.awaitThread(thread, HANG_SECONDS);
    }

    /**
     * Sends {@code signal} (to the whole process group when {@code group}), waits for the exit and
     * prints the time it took; the exit status.
     */
    private static int exitStatusAfter(JarProcess run, String signal, boolean group, String what)
            throws IOException, InterruptedException {
        long signalled = System.nanoTime();
        if (group) {
            run.signalGroup(signal);
        } else {
            run.signal(signal);
        }
        int status = run.waitFor(HANG_SECONDS);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalled);
        System.out.println(what + ": SIG" + signal + " to exit " + millis + " ms");
        return status;
    }

    private static String line(String file, int n) throws IOException {
        return Files.readAllLines(Path.of(System.getProperty("datasets.dir"), file)).get(n - 1);
    }

    @Test
    void aLongInProcessCallIsCancelledAndNoFurtherRecordStarts() throws Exception {
        // Counting the completions of an empty grid (about 6.7e21) never ends: only a cancelled call returns.
        Path input = Files.write(dir.resolve("three.txt"), List.of(".".repeat(81),
                line("special-unique.txt", 1), line("special-unique.txt", 3)));
        Path out = dir.resolve("out");
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs-scan,dfs", "--mode", "count",
                "--count-limit", "2000000000", "--timeout", "30m", "--warmup", "0", "--no-progress", "--out",
                out.toString(), input.toString());
        awaitRunning(run, "solver-1");
        assertThat(exitStatusAfter(run, "INT", false, "in-process stop")).as(run.err()).isEqualTo(130);
        assertThat(run.err()).contains("sudoku-compare: SIGINT: stopping: no new record starts");
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(report.get("interrupted").asText())
                .isEqualTo("interrupted (SIGINT) after 0 of 3 records; the rest were not run");
        assertThat(rows(out.resolve("results.csv"))).isEmpty();
    }

    @Test
    void anOutsideProgramInFlightIsKilledAndItsRecordIsNotCountedAgainstIt() throws Exception {
        Path pidFile = dir.resolve("pid");
        Path program = Files.writeString(dir.resolve("slow.py"), """
                import os, sys, time
                sys.stdin.read()
                open(sys.argv[1], 'w').write(str(os.getpid()))
                while True:
                    time.sleep(0.05)
                """);
        Path out = dir.resolve("out");
        // Started like a job in a terminal, in a group of its own; Ctrl-C goes to the whole group.
        JarProcess run = JarProcess.start(dir, true, List.of(), "compare", "--solvers",
                "dfs,external:python3 " + program + " " + pidFile, "--timeout", "30m", "--warmup", "0", "--no-progress",
                "--out", out.toString(), "builtin:norvig-easy50");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(pidFile) || Files.readString(pidFile).isBlank()) {
            assertThat(System.nanoTime()).as("the program starts").isLessThan(deadline);
            Thread.sleep(50);
        }
        long pid = Long.parseLong(Files.readString(pidFile).trim());
        assertThat(exitStatusAfter(run, "INT", true, "outside-program stop")).as(run.err()).isEqualTo(130);
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("the program was killed").isFalse();
        // The program never saw the terminal's Ctrl-C (its own session): no "exited with status 130"
        // and no LIMIT or ERROR charged to it; its record is simply not run.
        assertThat(rows(out.resolve("results.csv"))).isEmpty();
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(report.get("interrupted").asText()).startsWith("interrupted (SIGINT) after 0 of 50 records");
        assertThat(report.get("exitStatus").asInt()).isZero();
    }

    @Test
    void aRunWaitingForInputThatNeverComesStopsOnTheFirstSignal() throws Exception {
        Path out = dir.resolve("out");
        // Standard input is a pipe the test never writes to or closes.
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--no-progress", "--out", out.toString(), "-");
        awaitRunning(run, "input-reader");
        assertThat(exitStatusAfter(run, "TERM", false, "stdin stop")).as(run.err()).isEqualTo(143);
        assertThat(out.resolve("report.json")).isRegularFile();
    }

    /** The count of what was not run after a stop is bounded in time: the input here never ends and never waits. */
    @Test
    void anEndlessInputAlwaysReadyStopsOnTheFirstSignal() throws Exception {
        Path out = dir.resolve("out");
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs", "--no-progress", "--out",
                out.toString(), "-");
        run.feedForever(line("sudoku17-49158.txt", 1));
        awaitRunning(run, "input-reader");
        assertThat(exitStatusAfter(run, "INT", false, "endless-input stop")).as(run.err()).isEqualTo(130);
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        // Counted for half a second, never read out: a bound, not a count.
        assertThat(report.get("interrupted").asText()).matches("interrupted \\(SIGINT\\) after \\d+ of at least \\d+ records; .*");
        assertThat(rows(out.resolve("results.csv"))).allMatch(CSVRecord::isConsistent);
    }

    @Test
    void aFifoWithNoWriterStopsOnTheFirstSignal() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mk.waitFor()).isZero();
        Path out = dir.resolve("out");
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--no-progress", "--out", out.toString(),
                fifo.toString());
        awaitRunning(run, "input-reader");
        run.signal("INT");
        assertThat(run.waitFor(HANG_SECONDS)).as(run.err()).isEqualTo(130);
        assertThat(out.resolve("report.json")).isRegularFile();
    }

    @Test
    void aSecondSignalEndsTheRunAtOnceWithWholeLines() throws Exception {
        Path out = dir.resolve("out");
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs-bitmask,dfs", "--warmup", "0",
                "--no-progress", "--out", out.toString(), "builtin:norvig-top95");
        awaitRunning(run, "solver-1");
        run.signal("INT");
        run.signal("INT");
        assertThat(run.waitFor(HANG_SECONDS)).isEqualTo(130);
        List<CSVRecord> rows = rows(out.resolve("results.csv"));
        assertThat(rows).allMatch(CSVRecord::isConsistent);
        assertThat(rows.size() % 2).as("both solvers' rows of every record").isZero();
    }

    private static List<CSVRecord> rows(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }
}
