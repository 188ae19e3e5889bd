package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.Machine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * For tests of the scan for other runs: a real process whose command line reads as a run of the
 * tool, a shell started through a link named {@code java} with the jar's name as an argument.
 */
public final class FakeRun implements AutoCloseable {

    private final Process process;

    private FakeRun(Process process) {
        this.process = process;
    }

    /** The link {@code dir/java} to {@code /bin/sh}, made on the first call. */
    public static Path javaNamedShell(Path dir) throws IOException {
        Path java = dir.resolve("java");
        return Files.isSymbolicLink(java) ? java : Files.createSymbolicLink(java, Path.of("/bin/sh"));
    }

    /**
     * Starts one (its link in {@code dir}) and waits until {@link Machine#otherRuns} finds it:
     * until the shell has replaced the launcher's command line with its own. It lives ten minutes
     * unless closed, and the wait fails, saying "hung", only after two.
     */
    public static FakeRun start(Path dir) throws IOException, InterruptedException {
        // "; :" keeps the shell alive (it would exec a lone sleep and take its command line).
        Process process = new ProcessBuilder(javaNamedShell(dir).toString(), "-c", "sleep 600; :", "sudoku-compare.jar")
                .start();
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (!Machine.otherRuns().contains(process.pid())) {
            if (System.nanoTime() - deadline > 0) {
                process.destroyForcibly();
                throw new AssertionError("hung: the fake run " + process.pid() + " was not found within 2 minutes");
            }
            Thread.sleep(20);
        }
        return new FakeRun(process);
    }

    public long pid() {
        return process.pid();
    }

    /** Ends the process and waits for it. */
    @Override
    public void close() throws InterruptedException {
        process.destroyForcibly().waitFor();
    }
}
