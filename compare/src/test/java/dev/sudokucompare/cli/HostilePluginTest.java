package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.report.ConsoleView;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Plug-ins that break the solver contract, in real jars through the real main: whatever their code
 * does wrong, when it is loaded or called, costs one line or one answer, never the run; and only
 * the solver that held a worker is blamed when a call is given up on.
 */
class HostilePluginTest {

    @TempDir
    Path tmp;

    private Path plugin(String constructor, String version, String describe, String create, String name,
            String capabilities, String solve, String notes, String close) throws IOException {
        return PluginJar.of().source("p.Hostile", PluginJar.hostile(constructor, version, describe, create, name,
                capabilities, solve, notes, close)).service("p.Hostile").build(tmp.resolve("hostile.jar"));
    }

    /** A well-behaved plug-in but for {@code where} (one of the method names above), which runs {@code body}. */
    private Path pluginFailingIn(String where, String body) throws IOException {
        return plugin(where.equals("constructor") ? body : "",
                where.equals("apiVersion") ? body : "return PluginApi.VERSION;",
                where.equals("describe") ? body : "return Map.of(\"hostile\", \"a test plug-in\");",
                where.equals("create") ? body : "",
                where.equals("name") ? body : "return \"hostile\";",
                where.equals("capabilities") ? body : "return DFS.capabilities();",
                where.equals("solve") ? body : "return DFS.solve(puzzle, request);",
                where.equals("runNotes") ? body : "return \"\";",
                where.equals("close") ? body : "");
    }

    private static final String OVERFLOW = "if (deep(0) > 0) { throw new IllegalStateException(); }";

    @ParameterizedTest
    @ValueSource(strings = {"constructor", "apiVersion", "describe", "create", "name", "capabilities"})
    void aStackOverflowWhereThePluginIsLoadedIsOneLine(String where) throws IOException {
        Path jar = pluginFailingIn(where, OVERFLOW + (where.equals("constructor") || where.equals("create") ? ""
                : " return null;"));
        CliRun run = CliRun.of("compare", "--plugin", jar.toString(), "--solvers", "dfs,hostile", "--no-progress",
                "--warmup", "0", "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        // Before: the JVM's trace of 1,024 frames.
        assertThat(run.err().lines().toList()).as(run.err()).singleElement().asString()
                .startsWith("error: plug-in " + jar).contains("StackOverflowError");
        assertThat(run.out()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"return null;", "throw new StackOverflowError();", "throw new OutOfMemoryError(\"x\");",
        "throw new IllegalStateException(\"first line\\nsecond line\");"})
    void aSolveCallThatFailsIsAnErrorAnswerForItsRecordAndEveryRecordIsKept(String body) throws IOException {
        Path jar = pluginFailingIn("solve", body);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--plugin", jar.toString(), "--solvers", "dfs,hostile", "--no-progress",
                "--warmup", "0", "--out", out.toString(), "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        // Before, with null: a stack trace per worker, every record dropped, "Records (0", exit 0.
        assertThat(rows).hasSize(22);
        assertThat(rows).filteredOn(r -> r.get("solver").equals("hostile"))
                .allMatch(r -> r.get("status").equals("ERROR") && r.get("message").contains("the plug-in's solve() "));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).allMatch(r -> r.get("answer_verdict")
                .equals("CORRECT"));
        assertThat(run.out()).contains("Records (11;");
        assertThat(run.err()).doesNotContain("\tat ").doesNotContain("Exception in").doesNotContain("second line");
    }

    @Test
    void notesThatThrowOrForgeLinesStayOneLine() throws IOException {
        Path throwing = pluginFailingIn("runNotes", "return \"\" + deep(0);");
        CliRun thrown = CliRun.of("compare", "--plugin", throwing.toString(), "--solvers", "dfs,hostile",
                "--no-progress", "--warmup", "0", "builtin:norvig-hardest");
        assertThat(thrown.status()).as(thrown.err()).isZero();
        assertThat(thrown.errBesidesMachineWarnings())
                .isEqualTo("warning: hostile: the plug-in's runNotes() threw StackOverflowError\n");
        Path forging = pluginFailingIn("runNotes", "return \"fine\\nerror: a forged line\\u001b[31m\";");
        CliRun forged = CliRun.of("compare", "--plugin", forging.toString(), "--solvers", "dfs,hostile",
                "--no-progress", "--warmup", "0", "builtin:norvig-hardest");
        assertThat(forged.err().lines()).noneMatch(l -> l.startsWith("error: a forged line"))
                .contains("warning: fine?error: a forged line?[31m");
    }

    /**
     * A solver whose close throws (in this JVM: a worker's solver closes in its own) a long message
     * with a line break in it: one warning naming it, within the console's width, nothing forged on
     * a line of its own, and the run's answers stand. Before, the warning was one line of 400
     * characters.
     */
    @ParameterizedTest
    @ValueSource(strings = {"compare", "solve"})
    void aSolverFailingToCloseIsOneWarningThatFitsTheConsole(String command) throws IOException {
        String message = "the lock file could not be released ".repeat(8) + "\\nerror: a forged line";
        Path jar = pluginFailingIn("close", "throw new IllegalStateException(\"" + message + "\");");
        CliRun run = command.equals("compare")
                ? CliRun.of("compare", "--plugin", jar.toString(), "--in-process", "--solvers", "dfs,hostile",
                        "--no-progress", "--warmup", "0", "builtin:norvig-hardest")
                : CliRun.of("solve", "--plugin", jar.toString(), "--in-process", "--solver", "hostile",
                        "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.err()).contains("warning: closing solver hostile failed: java.lang.IllegalStateException: "
                + "the plug-in's close() threw").contains("the lock file could not be released");
        assertThat(run.err().lines()).as(run.err()).allMatch(l -> l.length() <= ConsoleView.WIDTH)
                .noneMatch(l -> l.startsWith("error: a forged line"));
    }

    @Test
    void aHungPluginIsBlamedAloneAndTheSolverBesideItAnswersEveryRecord() throws IOException {
        // Hangs on the first record, ignoring its limit, cancellation and interrupts, for ten minutes
        // (asleep, so it takes no core from what runs after it): the run certainly abandons it. It
        // is called first there (records alternate the order), so dfs had not answered it yet.
        Path jar = pluginFailingIn("solve", """
                if (puzzle.equals(Grid.parse("85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4."))) {
                    long until = System.nanoTime() + 600_000_000_000L;
                    while (System.nanoTime() < until) {
                        try {
                            Thread.sleep(1000);
                        } catch (InterruptedException e) {
                            // deaf to it, as a hung plugin is
                        }
                    }
                }
                return DFS.solve(puzzle, request);""");
        Path out = tmp.resolve("out");
        // 2 s: dfs answers in microseconds, but a busy machine may hold a thread off the core for 100 ms.
        CliRun run = CliRun.of("compare", "--plugin", jar.toString(), "--in-process", "--solvers", "hostile,dfs",
                "--no-progress", "--warmup", "0", "--timeout", "2s", "--out", out.toString(), "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(22);
        // Before: dfs's answer to record 1 was an ERROR "abandoned" too, for a call it never got.
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).allMatch(r -> r.get("answer_verdict")
                .equals("CORRECT"));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("hostile") && r.get("status").equals("ERROR"))
                .singleElement().satisfies(r -> {
                    assertThat(r.get("record")).isEqualTo("1");
                    assertThat(r.get("message")).endsWith("abandoned");
                });
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // "hung", not slow
    void anInProcessPluginThatNeverReturnsIsLeftBehindAndTheRunEnds() throws IOException {
        // The audit's sleepy plug-in: it swallows every interruption. Before, with batches queued behind
        // the stuck one, the run waited for ever on a batch that no free worker would start.
        Path jar = pluginFailingIn("solve", "while (true) { try { Thread.sleep(600_000); } "
                + "catch (InterruptedException e) { } }");
        Path two = java.nio.file.Files.write(tmp.resolve("two.txt"),
                dev.sudokucompare.core.Datasets.lines("norvig-top95.txt", 2));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--plugin", jar.toString(), "--in-process", "--solvers", "dfs,hostile",
                "--no-progress", "--warmup", "0", "--timeout", "1s", "--out", out.toString(), two.toString());
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(4);
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).allMatch(r -> r.get("answer_verdict")
                .equals("CORRECT"));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("hostile")).hasSize(2)
                .allMatch(r -> r.get("message").endsWith("abandoned"));
    }
}
