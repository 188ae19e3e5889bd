package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Plug-ins that do what no solver should, each in a worker JVM of its own (the default), through
 * the real main on real puzzles: whatever a plug-in does costs its own answers, each with its
 * verdict, and the run ends with every record judged and every report written. The limits are
 * either never reached by a well-behaved call or certainly passed by the hostile one (it never
 * answers), so no outcome here depends on the machine's speed.
 */
class WorkerIsolationTest {

    @TempDir
    Path tmp;

    private Path plugin(String solve) throws IOException {
        return PluginJar.of().source("p.Hostile", PluginJar.hostile("", "return PluginApi.VERSION;",
                "return Map.of(\"hostile\", \"a test plug-in\");", "", "return \"hostile\";", "return DFS.capabilities();",
                solve, "return \"\";", "")).service("p.Hostile").build(tmp.resolve("hostile.jar"));
    }

    /** The records of a run: the 11 of norvig-hardest, or its first 3 where each costs a limit and a JVM's start. */
    private int records = 11;

    private CliRun compare(Path jar, String... more) throws IOException {
        List<String> args = new ArrayList<>(List.of("compare", "--plugin", jar.toString(), "--solvers", "dfs,hostile",
                "--no-progress", "--warmup", "0", "--out", tmp.resolve("out").toString()));
        args.addAll(List.of(more));
        if (!args.contains("--timeout")) {
            // Where an answer (or a crash) is expected, the limit only guards against a hang: at load 72
            // a fresh worker's first call took 11 s to throw, past the default 10 s.
            args.addAll(List.of("--timeout", CliRun.HANG_GUARD));
        }
        args.add(records == 11 ? "builtin:norvig-hardest" : java.nio.file.Files.write(tmp.resolve("few.txt"),
                dev.sudokucompare.core.Datasets.lines("norvig-hardest.txt", records)).toString());
        return CliRun.of(args.toArray(String[]::new));
    }

    /** Every record judged: dfs right on each, the plug-in's answers as {@code verdict} with a reason containing {@code why}. */
    private void assertEveryRecordJudged(CliRun run, String verdict, String why) throws IOException {
        List<CSVRecord> rows = ResultsFile.rows(tmp.resolve("out"));
        assertThat(rows).as(run.err()).hasSize(2 * records);
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs"))
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("hostile")).as(run.err())
                .allSatisfy(r -> {
                    assertThat(r.get("judge")).isEqualTo(verdict);
                    assertThat(r.get("message")).contains(why);
                });
        assertThat(run.out()).contains("Records (" + records + ";");
        assertThat(tmp.resolve("out/report.json")).exists();
    }

    /**
     * Every record judged, the plug-in's each TLE: a call killed at its limit. The fresh worker JVM
     * that replaces a killed one starts inside the next call, but the run's watchdog leaves the
     * start out of the call's budget (at load 35 a JVM's start outlasted a one-second limit's whole
     * budget, and the call was cancelled, then abandoned as an ERROR, exit 2).
     */
    private void assertEveryRecordTimedOut(CliRun run) throws IOException {
        assertEveryRecordJudged(run, "TLE", "the worker was killed");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // Swallows every interruption: the audit's sleepy plug-in.
        "while (true) { try { Thread.sleep(600_000); } catch (InterruptedException e) { } }",
        // Spins, never looking at its limit.
        "while (true) { Thread.onSpinWait(); }"})
    void aPluginThatNeverReturnsIsKilledAtItsLimitAndTheRunCompletes(String solve) throws IOException {
        records = 3;
        CliRun run = compare(plugin(solve), "--timeout", "1s");
        assertThat(run.status()).as(run.err()).isZero();
        assertEveryRecordTimedOut(run);
    }

    @ParameterizedTest
    @ValueSource(strings = {"System.exit(3); return null;", "Runtime.getRuntime().halt(4); return null;"})
    void aPluginThatEndsItsJvmCostsItsOwnAnswersOnly(String solve) throws IOException {
        CliRun run = compare(plugin(solve));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(tmp.resolve("out/results.csv")).as("exit 2 from the run, not from an error before it: " + run.err())
                .exists();
        assertEveryRecordJudged(run, "RE", "the worker JVM exited with status");
        assertThat(run.err()).doesNotContain("\tat ");
        // Three JVMs lost in a row retire it: the other eight records cost no JVM's start each.
        assertThat(ResultsFile.rows(tmp.resolve("out"))).filteredOn(r -> r.get("solver").equals("hostile")
                && r.get("message").startsWith("not run: retired after 3 worker JVMs in a row")).hasSize(8);
    }

    @Test
    void aShutdownHookThatNeverReturnsKeepsNothingAlive() throws IOException {
        records = 3;
        CliRun run = compare(plugin("""
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    while (true) { Thread.onSpinWait(); }
                }));
                System.exit(0);
                return null;"""), "--timeout", "1s");
        // System.exit waits for the hook for ever: the call never answers and is killed at its limit.
        assertThat(run.status()).as(run.err()).isZero();
        assertEveryRecordTimedOut(run);
    }

    @Test
    void processesAPluginStartsDoNotOutliveTheRun() throws IOException {
        // A number no other process on the machine carries on its command line.
        String mark = Long.toString(86_400L * 365 + ProcessHandle.current().pid());
        CliRun run = compare(plugin("""
                try {
                    new ProcessBuilder("sleep", "%s").start();
                } catch (java.io.IOException e) {
                    throw new IllegalStateException(e);
                }
                return DFS.solve(puzzle, request);""".formatted(mark)));
        assertThat(run.status()).as(run.err()).isZero();
        List<ProcessHandle> left = ProcessHandle.allProcesses()
                .filter(p -> p.info().arguments().map(a -> List.of(a).contains(mark)).orElse(false)).toList();
        for (ProcessHandle p : left) {
            // Killed as the run ended; a guard against a hang only, not a measure.
            p.onExit().orTimeout(60, TimeUnit.SECONDS).join();
        }
        assertThat(ProcessHandle.allProcesses().filter(p -> p.isAlive()
                && p.info().arguments().map(a -> List.of(a).contains(mark)).orElse(false))).isEmpty();
    }

    @Test
    void whatAPluginPrintsNeverReachesTheTerminal() throws IOException {
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        CliRun run;
        try {
            System.setOut(new PrintStream(raw, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(raw, true, StandardCharsets.UTF_8));
            run = compare(plugin("""
                    System.out.print("\\u001b[2J\\u001b[31merror: FORGED LINE\\n");
                    System.err.print("\\u001b]0;title\\u0007error: FORGED LINE\\n");
                    System.out.flush();
                    return DFS.solve(puzzle, request);"""));
        } finally {
            System.setOut(savedOut);
            System.setErr(savedErr);
        }
        assertThat(run.status()).as(run.err()).isZero();
        String all = run.out() + run.err() + raw.toString(StandardCharsets.UTF_8);
        assertThat(all).doesNotContain("\u001b").doesNotContain("FORGED");
    }

    @Test
    void aPluginThatFillsItsHeapUnderAMemoryLimitIsAMemoryLimit() throws IOException {
        records = 3;
        CliRun run = compare(plugin("""
                java.util.List<long[]> kept = new java.util.ArrayList<>();
                for (int i = 0; i < 4096; i++) {
                    kept.add(new long[1 << 17]); // 1 MiB each: 4 GiB in all
                }
                return SolveResult.error("kept " + kept.size(), dev.sudokucompare.core.solve.SearchStats.NONE);"""),
                "--memory-limit", "512m");
        assertThat(run.status()).as(run.err()).isZero();
        assertEveryRecordJudged(run, "MLE", "memory limit exceeded");
    }

    @Test
    void aCallThatThrowsInAWorkerIsItsErrorAsInProcess() throws IOException {
        CliRun run = compare(plugin("throw new IllegalStateException(\"first line\\nsecond line\");"));
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertEveryRecordJudged(run, "RE", "the plug-in's solve() threw IllegalStateException: first line");
        assertThat(run.err()).doesNotContain("second line");
    }
}
