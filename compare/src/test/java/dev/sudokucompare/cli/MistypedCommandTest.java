package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A mistyped command is not taken for an input file (which ran a whole dfs+choco comparison and
 * buried "sovle: no such file" in it), and an unknown solver names the nearest ones first.
 */
class MistypedCommandTest {

    @Test
    void aWordNearACommandNameIsAnUnknownCommandAndNothingRuns() {
        CliRun run = CliRun.of("sovle", CliRun.dataset("boj2580-sample.in"), "--no-progress");
        assertThat(run.status()).isEqualTo(ExitCodes.TROUBLE);
        assertThat(run.err()).startsWith("error: unknown command 'sovle'; did you mean 'solve'?\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aCommandAfterTheOptionsIsSaidToGoFirst() {
        CliRun run = CliRun.of("--timeout", "5s", "list");
        assertThat(run.status()).isEqualTo(ExitCodes.TROUBLE);
        assertThat(run.err()).contains("'list' is a command and no file: put it first").doesNotContain("no such file");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aMissingFileFarFromEveryCommandIsStillAMissingInput() {
        CliRun run = CliRun.of("puzzles-of-mine.txt", "--no-progress");
        assertThat(run.status()).isEqualTo(ExitCodes.TROUBLE);
        assertThat(run.err()).contains("no such file").doesNotContain("did you mean");
    }

    @Test
    void anUnknownSolverGetsTheNearestNamesFirstThenTheListOnePerLine() {
        CliRun run = CliRun.of("--solvers", "dsf,choco", "--no-progress", CliRun.dataset("norvig-easy50.txt"));
        assertThat(run.status()).isEqualTo(ExitCodes.TROUBLE);
        assertThat(run.err()).contains("unknown solver 'dsf'; did you mean 'dfs'")
                .contains("\n  dfs").contains("\n  choco").doesNotContain("known: ");
        assertThat(run.out()).isEmpty();
    }
}
