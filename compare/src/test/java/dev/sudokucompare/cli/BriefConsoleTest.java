package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.solvers.external.StudentPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare --brief}: what a student reads about a failing program, the scoreboard, the judge's
 * verdicts and the findings, without the ranking, the records' table and the timing; and
 * {@code solve}'s last line on stderr, the run as a judge's scoreboard says it.
 */
class BriefConsoleTest {

    @TempDir
    Path tmp;

    private String wrongProgram() throws IOException {
        return "external:python3 " + Files.writeString(tmp.resolve("wrong.py"), StudentPrograms.WRONG_2580);
    }

    @Test
    void briefShowsTheScoreboardTheJudgesVerdictsAndTheFindingsOnly() throws IOException {
        CliRun run = CliRun.of("compare", "--brief", "--no-progress", "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                "--solvers", "dfs," + wrongProgram(), CliRun.dataset("boj2580-sample.in"));
        assertThat(run.status()).as(run.err()).isEqualTo(1);
        assertThat(run.out()).contains("Scoreboard", "Judge verdicts", "WA", "(every one is in results.csv and report.html")
                .doesNotContain("Ranking", "Timing, all inputs", "Records (", "Environment:")
                .endsWith("More: without --brief: the ranking, the records and the timing; --out DIR: every record in files\n");
    }

    @Test
    void solveEndsWithTheRunInOneLine() throws IOException {
        CliRun run = CliRun.of("solve", "--timeout", CliRun.HANG_GUARD,
                "--solver", wrongProgram(), CliRun.dataset("boj2580-sample.in"));
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err()).contains("WRONG (WA)").endsWith("1 puzzle: 1 WA\n");
    }
}
