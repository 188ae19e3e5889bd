package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve} through the real main: the judges' samples byte for byte, and every exit status. */
class SolveCommandTest {

    @TempDir
    Path tmp;

    @Test
    void boj2580SampleFromStdinMatchesTheJudgesOutputExactly() throws IOException {
        String in = Files.readString(Path.of(CliRun.dataset("boj2580-sample.in")));
        CliRun run = CliRun.withStdin(in, "solve", "--format", "boj2580");
        assertThat(run.status()).isZero();
        assertThat(run.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2580-sample.out"))));
        assertThat(run.err()).as("the judges read stdout; stderr ends with the run in one line").isEqualTo("1 puzzle: 1 AC\n");
    }

    @Test
    void boj2239SampleGivesTheLexminCompletionExactly() throws IOException {
        for (String solver : List.of("dfs", "dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "choco",
                "choco:consistency=BC,search=domOverWDeg", "choco:consistency=FC")) {
            CliRun run = CliRun.of("solve", "--solver", solver, "--format", "boj2239", CliRun.dataset("boj2239-sample.in"));
            assertThat(run.status()).as(solver).isZero();
            assertThat(run.out()).as(solver).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2239-sample.out"))));
        }
    }

    @Test
    void chocoSolvesEveryFormat() throws IOException {
        CliRun boj2580 = CliRun.withStdin(Files.readString(Path.of(CliRun.dataset("boj2580-sample.in"))),
                "solve", "--solver", "choco:consistency=AC_TUNED,search=minDom", "--format", "boj2580");
        assertThat(boj2580.status()).isZero();
        assertThat(boj2580.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2580-sample.out"))));
        CliRun lexmin = CliRun.of("solve", "--solver", "choco", "--mode", "lexmin", CliRun.dataset("multi-solutions.txt"));
        assertThat(lexmin.out().lines().toList())
                .isEqualTo(Files.readAllLines(Path.of(CliRun.dataset("multi-solutions.lexmin.txt"))));
        Path tokens = tmp.resolve("puzzles.tokens");
        // A 6x6 grid's boxes are stated: 2x3 or 3x2 are both possible, and no reader guesses.
        Files.writeString(tokens, "1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n\n# shape 2x3\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n"
                + "0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 1\n");
        CliRun tokenRun = CliRun.of("solve", "--solver", "choco", "--format", "tokens", "--mode", "lexmin", tokens.toString());
        assertThat(tokenRun.status()).as(tokenRun.err()).isZero();
        CliRun sameByDfs = CliRun.of("solve", "--solver", "dfs", "--format", "tokens", "--mode", "lexmin", tokens.toString());
        assertThat(tokenRun.out()).isEqualTo(sameByDfs.out()).contains("\n\n");
    }

    @Test
    void unknownChocoOptionIsAUsageErrorListingTheValidOnes() {
        CliRun run = CliRun.of("solve", "--solver", "choco:consistency=STRONG", CliRun.dataset("boj2580-sample.in"));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("unknown consistency 'STRONG'").contains("AC_COMPLEMENT").doesNotContain("Exception");
    }

    @Test
    void formatIsSniffedWhenNotGiven() throws IOException {
        CliRun run = CliRun.of("solve", CliRun.dataset("boj2580-sample.in"));
        assertThat(run.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2580-sample.out"))));
    }

    @Test
    void lineFormatPrintsOneVerifiedSolutionPerPuzzleInOrder() throws IOException {
        List<String> puzzles = Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt")));
        CliRun run = CliRun.of("solve", "--format", "line", CliRun.dataset("norvig-hardest.txt"));
        assertThat(run.status()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(puzzles.size());
        for (int i = 0; i < lines.size(); i++) {
            assertThat(Checker.check(Grid.parse(puzzles.get(i)), Grid.parse(lines.get(i)))).isEmpty();
        }
    }

    @Test
    void lexminLineOutputEqualsTheLexminFile() throws IOException {
        CliRun run = CliRun.of("solve", "--mode", "lexmin", CliRun.dataset("multi-solutions.txt"));
        assertThat(run.out().lines().toList()).isEqualTo(Files.readAllLines(Path.of(CliRun.dataset("multi-solutions.lexmin.txt"))));
    }

    @Test
    void countModePrintsCountsAndMarksCappedOnes() throws IOException {
        CliRun exact = CliRun.of("solve", "--mode", "count", "--count-limit", "1000", CliRun.dataset("multi-solutions.txt"));
        assertThat(exact.out().lines().toList()).isEqualTo(Files.readAllLines(Path.of(CliRun.dataset("multi-solutions.counts.txt"))));
        CliRun capped = CliRun.of("solve", "--mode", "count", CliRun.dataset("multi-solutions.txt"));
        assertThat(capped.out().lines()).allMatch("2+"::equals);
    }

    @Test
    void aProvedNoSolutionIsCorrectWithAMarkerPerPuzzleAndAReason() {
        CliRun run = CliRun.of("solve", CliRun.dataset("no-solution.txt"));
        assertThat(run.status()).as("a right answer, as compare judges it").isZero();
        assertThat(run.out().lines()).hasSize(14).allMatch("NO_SOLUTION"::equals);
        assertThat(run.err()).contains("no-solution.txt:1: no solution").doesNotContain("Exception");
    }

    @Test
    void conflictingGivensNameTheUnitAndTheDigit() {
        CliRun run = CliRun.of("solve", CliRun.dataset("conflicting-givens.txt"));
        assertThat(run.status()).isZero();
        assertThat(run.err()).contains("conflicting-givens.txt:1: no solution: conflicting givens: box 5 repeats 5")
                .contains("conflicting-givens.txt:3: no solution: conflicting givens: row 5 repeats 2");
    }

    @Test
    void malformedRecordGivesStatusTwoWithItsLineAndTheRestStillSolved() throws IOException {
        Path file = tmp.resolve("mixed.txt");
        List<String> good = Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt"))).subList(0, 2);
        Files.write(file, List.of(good.get(0), "12345", good.get(1)));
        CliRun run = CliRun.of("solve", "--format", "line", file.toString());
        assertThat(run.status()).isEqualTo(2);
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).isEqualTo("MALFORMED");
        assertThat(Checker.check(Grid.parse(good.get(1)), Grid.parse(lines.get(2)))).isEmpty();
        assertThat(run.err()).contains("mixed.txt:2: malformed").doesNotContain("Exception")
                .endsWith("3 puzzles: 2 AC, 1 malformed\n");
    }

    @Test
    void timeLimitOnTheAntiBruteForcePuzzleGivesStatusThree() throws IOException {
        // About 7e7 row-major nodes: seconds of work the 200 ms limit cuts short.
        Path file = tmp.resolve("hard.txt");
        Files.writeString(file, Files.readAllLines(Path.of(CliRun.dataset("special-unique.txt"))).get(1) + "\n");
        CliRun run = CliRun.of("solve", "--solver", "dfs-bitmask", "--timeout", "200ms", file.toString());
        assertThat(run.status()).isEqualTo(3);
        assertThat(run.out()).isEqualTo("LIMIT\n");
        assertThat(run.err()).contains("time limit").endsWith("1 puzzle: 1 TLE\n");
    }

    @Test
    void usageErrorsExitTwoWithoutAStackTrace() {
        for (String[] args : List.of(new String[] {"solve", "--solver", "nope"},
                new String[] {"solve", "--format", "xml"}, new String[] {"solve", "--timeout", "soon"},
                new String[] {"solve", "no/such/file.txt"}, new String[] {"solve", "--mode", "best"})) {
            CliRun run = CliRun.of(args);
            assertThat(run.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).as(String.join(" ", args)).isNotEmpty().doesNotContain("\tat ").doesNotContain("Exception");
        }
    }

    @Test
    void directoryAsInputIsAClearError() {
        CliRun run = CliRun.of("solve", tmp.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("is a directory");
    }
}
