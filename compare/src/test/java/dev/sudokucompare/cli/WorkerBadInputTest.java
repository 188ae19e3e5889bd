package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What can go wrong in starting a worker JVM, each one line and exit 2 with nothing run: bad
 * options, a jar that is not one, a build without the solver, and workers (real JVMs, made from
 * jars built here) that never say hello, say something else, or speak another protocol.
 */
class WorkerBadInputTest {

    @TempDir
    Path tmp;

    private static void assertOneLine(CliRun run, String... parts) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        String error = run.errBesidesMachineWarnings().lines().filter(l -> l.startsWith("error: ")).findFirst()
                .orElse(run.err());
        for (String part : parts) {
            assertThat(error).as(run.err()).contains(part);
        }
        assertThat(run.err()).doesNotContain("\tat ").doesNotContain("Exception in");
        assertThat(run.out()).doesNotContain("Scoreboard");
    }

    private static CliRun compare(String solvers, String... more) {
        String[] args = new String[6 + more.length];
        args[0] = "compare";
        args[1] = "--solvers";
        args[2] = solvers;
        args[3] = "--no-progress";
        args[4] = "--warmup=0";
        System.arraycopy(more, 0, args, 5, more.length);
        args[args.length - 1] = "builtin:norvig-hardest";
        return CliRun.of(args);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "100000"})
    void forksOutOfRangeAreOneLine(String forks) {
        assertOneLine(compare("dfs", "--forks", forks), "--forks must be between 1 and 64");
    }

    @Test
    void inProcessWithIsolateIsOneLine() {
        assertOneLine(compare("dfs", "--in-process", "--isolate"), "choose one");
    }

    @Test
    void aJarThatIsNotAJarIsOneLine() throws IOException {
        Path text = Files.writeString(tmp.resolve("old.jar"), "not a zip archive\n");
        assertOneLine(compare("dfs,dfs@" + text), "dfs@" + text);
        assertOneLine(compare("dfs,dfs@" + tmp.resolve("missing.jar")), "is not a readable jar");
    }

    @Test
    void aBuildWithoutWorkersIsOneLine() throws IOException {
        Path jar = PluginJar.of().source("q.Nothing", "package q; public final class Nothing { }")
                .build(tmp.resolve("other.jar"));
        assertOneLine(compare("dfs,dfs@" + jar), "a build from before worker JVMs, or not a sudoku-compare jar");
    }

    /** A jar whose worker main class runs {@code body}. */
    private Path fakeWorker(String name, String body) throws IOException {
        return PluginJar.of().source("dev.sudokucompare.worker.WorkerMain", """
                package dev.sudokucompare.worker;

                public final class WorkerMain {
                    public static void main(String[] args) throws Exception {
                        %s
                    }
                }
                """.formatted(body)).build(tmp.resolve(name));
    }

    @Test
    void aWorkerThatNeverSaysHelloIsKilledAndNamed() throws IOException {
        Path jar = fakeWorker("silent.jar", "Thread.sleep(600_000);");
        String saved = System.getProperty("sudoku.worker.helloSeconds");
        System.setProperty("sudoku.worker.helloSeconds", "3");
        try {
            // 3 s, then 30 s more for each 30 s in which the starting JVM used CPU time or waited for a CPU.
            // The CPU time it used is named: a JVM that used seconds of it was busy, not stuck.
            assertOneLine(compare("dfs,dfs@" + jar), "s of its start (no hello; idle at the end; it used ",
                    " ms of CPU time): killed");
        } finally {
            if (saved == null) {
                System.clearProperty("sudoku.worker.helloSeconds");
            } else {
                System.setProperty("sudoku.worker.helloSeconds", saved);
            }
        }
    }

    @Test
    void aWorkerThatSpinsInsteadOfSayingHelloIsStoppedByTheCpuTimeItUsedNotByTheClock() throws IOException {
        // On a busy machine a starting JVM waits for a CPU for many minutes (at load 70 two got
        // 130-260 ms of CPU in ten): the cap that ends a silent busy worker is CPU time, which no
        // load makes it reach sooner or later than its spinning does.
        Path jar = fakeWorker("spinning.jar", "while (true) { Thread.onSpinWait(); }");
        String saved = System.getProperty("sudoku.worker.helloSeconds");
        System.setProperty("sudoku.worker.helloSeconds", "1");
        System.setProperty("sudoku.worker.helloCpuSeconds", "2");
        try {
            assertOneLine(compare("dfs,dfs@" + jar), "s of its start (no hello; busy all along; it used ",
                    " ms of CPU time): killed");
        } finally {
            System.setProperty("sudoku.worker.helloSeconds", saved == null ? "120" : saved);
            System.clearProperty("sudoku.worker.helloCpuSeconds");
        }
    }

    @Test
    void aWorkerThatPrintsGarbageIsOneLine() throws IOException {
        // It notes any line it is sent: a program that is no worker of this tool's is killed, not
        // asked to quit and waited for (before: "quit", then 30 s for it to end).
        Path heard = tmp.resolve("garbage-heard.txt");
        Path jar = fakeWorker("garbage.jar", "System.out.println(\"\\u001b[31mhello world\");"
                + " String line = new java.io.BufferedReader(new java.io.InputStreamReader(System.in)).readLine();"
                + " if (line != null) { java.nio.file.Files.writeString(java.nio.file.Path.of(\"" + heard + "\"), line); }"
                + " Thread.sleep(600_000);");
        CliRun run = compare("dfs,dfs@" + jar);
        assertOneLine(run, "is not a hello of this tool's");
        assertThat(run.err()).doesNotContain("\u001b");
        assertThat(heard).as("a line sent to a program that is no worker").doesNotExist();
    }

    @Test
    void aWorkerOfAnotherProtocolIsOneLine() throws IOException {
        Path jar = fakeWorker("future.jar", "System.out.println(\"hello\\t99\\t9.0\\tfuture\\tdfs\\tFIRST\\t1\\t0\");"
                + " Thread.sleep(600_000);");
        assertOneLine(compare("dfs,dfs@" + jar), "speaks worker protocol 99; this tool speaks 1");
    }

    @Test
    void aWorkerThatDiesBeforeHelloShowsItsStderr() throws IOException {
        Path jar = fakeWorker("dies.jar", "System.err.println(\"cannot start: \\u001b[2J missing licence\"); System.exit(7);");
        CliRun run = compare("dfs,dfs@" + jar);
        assertOneLine(run, "exited with status 7 before it said hello", "cannot start: ?[2J missing licence");
    }
}
