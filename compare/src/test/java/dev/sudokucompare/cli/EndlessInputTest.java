package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Input that never ends ({@code /dev/zero}: one endless line) is refused within a bound, in every
 * command, with a clear error and nothing kept in memory; the timeouts catch a hang, the old
 * behaviour.
 */
class EndlessInputTest {

    private static final Duration HANG = Duration.ofSeconds(60);

    @Test
    void compareReportsTheEndlessLineAndGivesTheInputUp() {
        CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("compare", "--warmup", "0", "--no-progress",
                "--solvers", "dfs", "/dev/zero"));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("MALFORMED /dev/zero:1: a line longer than 65,536 characters")
                .contains("input failed: /dev/zero: reading stopped: line 1 has no end within");
        assertThat(run.err()).contains("error: input failed: /dev/zero");
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
