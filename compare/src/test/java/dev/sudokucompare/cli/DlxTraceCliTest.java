package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve --solver dlx --trace}: the rows tried, and the same answer as without the trace. */
class DlxTraceCliTest {

    @TempDir
    Path out;

    @Test
    void traceShowsTheRowsTried() throws IOException {
        Path puzzle = Files.writeString(out.resolve("p.txt"), "..1....4.13.....\n");
        CliRun run = CliRun.of("solve", "--solver", "dlx", "--trace", "--trace-limit", "100", puzzle.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("trace of dlx on ").contains("  depth   0  r");
        assertThat(run.out().lines().toList()).last().isEqualTo("2413132441323241");
        CliRun plain = CliRun.of("solve", "--solver", "dlx", puzzle.toString());
        assertThat(plain.out().strip()).isEqualTo("2413132441323241");
    }
}
