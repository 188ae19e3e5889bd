package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sudokucompare.core.format.LineSource;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input that never ends ({@code /dev/zero}: one endless line) is refused within a bound, in every
 * command, with a clear error and nothing kept in memory; the timeouts catch a hang, the old
 * behaviour.
 */
class EndlessInputTest {

    private static final Duration HANG = Duration.ofMinutes(5); // only a hang, not a busy machine, reaches it

    @Test
    void compareReportsTheEndlessLineAndGivesTheInputUp() {
        CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("compare", "--warmup", "0", "--no-progress",
                "--solvers", "dfs", "/dev/zero"));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("MALFORMED /dev/zero:1: a line longer than 65,536 characters")
                .contains("input failed: /dev/zero: reading stopped: line 1 has no end within");
        assertThat(run.err()).contains("error: input failed: /dev/zero");
    }

    /** A regular file is read on the run's own thread, not on a reader thread: the same refusal, in the same words. */
    @Test
    void aRegularFileOfNulBytesIsRefusedAsBinaryInOneLine(@TempDir Path dir) throws IOException {
        Path zeros = dir.resolve("zeros.txt");
        try (RandomAccessFile file = new RandomAccessFile(zeros.toFile(), "rw")) {
            file.setLength(LineSource.MAX_KEPT + LineSource.MAX_SKIPPED + 1024); // sparse: no disk taken
        }
        CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("compare", "--warmup", "0", "--no-progress",
                "--solvers", "dfs", zeros.toString()));
        assertThat(run.status()).isEqualTo(2);
        // A file of NUL bytes is binary: refused in one line before anything is read line by line.
        assertThat(run.errBesidesMachineWarnings()).isEqualTo("error: " + zeros + ": a binary file (a NUL byte at "
                + "offset 0), not puzzles\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void solveGivesUpWithAClearError() {
        CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("solve", "/dev/zero"));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("/dev/zero:1: malformed: a line longer than 65,536 characters")
                .contains("line 1 has no end within").doesNotContain("Exception");
    }

    @Test
    void checkGivesUpWithAClearError() {
        CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("check", "--puzzle", "/dev/zero", "--answer",
                "/dev/zero"));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("no end within").doesNotContain("Exception");
    }
}
