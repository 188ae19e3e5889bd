package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** CP-SAT through the real main: found by its provider, judged beside dfs and choco in every mode. */
class CpSatCommandTest {

    @TempDir
    Path out;

    @Test
    void judgesSamplesComeOutExactly() throws IOException {
        for (String solver : List.of("cpsat", "cpsat:lexmin=optimise", "cpsat:workers=2")) {
            CliRun boj2580 = CliRun.of("solve", "--solver", solver, "--format", "boj2580", CliRun.dataset("boj2580-sample.in"));
            assertThat(boj2580.status()).as(solver + boj2580.err()).isZero();
            assertThat(boj2580.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2580-sample.out"))));
            CliRun boj2239 = CliRun.of("solve", "--solver", solver, "--format", "boj2239", CliRun.dataset("boj2239-sample.in"));
            assertThat(boj2239.status()).as(solver + boj2239.err()).isZero();
            assertThat(boj2239.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2239-sample.out"))));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"first", "lexmin", "count"})
    void agreesWithDfsAndChocoOnEveryKindOfPuzzle(String mode) throws IOException {
        CliRun run = CliRun.of("compare", "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                "--out", out.toString(), "--mode", mode,
                "--solvers", "dfs,cpsat,choco", "builtin:norvig-hardest", "builtin:multi-solutions",
                "builtin:two-solutions", "builtin:no-solution", "builtin:conflicting-givens",
                "builtin:sudoku16-janko-first5");
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> cpsat = ResultsFile.rows(out).stream().filter(r -> r.get("solver").equals("cpsat")).toList();
        assertThat(cpsat).hasSize(11 + 19 + 9 + 14 + 7 + 5);
        assertThat(cpsat).extracting(r -> r.get("record_verdict")).allMatch(v -> Set.of("AGREE", "AGREE_MULTIPLE").contains(v));
        assertThat(cpsat).extracting(r -> r.get("status")).containsOnly("SOLVED", "NO_SOLUTION");
        assertThat(cpsat).extracting(r -> r.get("answer_verdict")).containsOnly("CORRECT");
    }

    @Test
    void listNamesTheSpecsAndTheirOptions() {
        CliRun run = CliRun.of("list");
        assertThat(run.out()).contains("cpsat ").contains("cpsat:workers=N").contains("cpsat:lexmin=search")
                .contains("cpsat:lexmin=optimise");
    }

    @Test
    void unknownOptionIsAUsageErrorListingTheValidOnes() {
        CliRun run = CliRun.of("solve", "--solver", "cpsat:threads=4", CliRun.dataset("boj2580-sample.in"));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("unknown cpsat option 'threads'; valid: workers=1..256, lexmin=search|optimise")
                .doesNotContain("\tat ").doesNotContain("Exception");
    }
}
