package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.solvers.programs.InstalledPrograms;
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

/** dimacs:CMD and mzn:SOLVER through the real main: found by their providers, judged beside dfs in every mode. */
class ProgramsCompareTest {

    @TempDir
    Path out;

    @ParameterizedTest
    @ValueSource(strings = {"first", "lexmin", "count"})
    void agreeWithDfsOnEveryKindOfPuzzle(String mode) throws IOException {
        InstalledPrograms.require("cadical");
        InstalledPrograms.require("minizinc");
        // Answers are expected: the limit only guards against a hang (at load 27 the default 10 s was hit).
        CliRun run = CliRun.of("compare", "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                "--out", out.toString(), "--mode", mode,
                "--limit", "3",
                "--solvers", "dfs,dimacs:cadical,mzn:gecode", "builtin:norvig-hardest", "builtin:multi-solutions",
                "builtin:two-solutions", "builtin:no-solution", "builtin:conflicting-givens",
                "builtin:sudoku16-janko-first5");
        assertThat(run.status()).as(run.err()).isZero();
        for (String solver : List.of("dimacs:cadical", "mzn:gecode")) {
            List<CSVRecord> rows = ResultsFile.rows(out).stream().filter(r -> r.get("solver").equals(solver)).toList();
            assertThat(rows).as(solver).hasSize(6 * 3);
            assertThat(rows).extracting(r -> r.get("record_verdict")).allMatch(v -> Set.of("AGREE", "AGREE_MULTIPLE").contains(v));
            assertThat(rows).extracting(r -> r.get("status")).containsOnly("SOLVED", "NO_SOLUTION");
            assertThat(rows).extracting(r -> r.get("answer_verdict")).containsOnly("CORRECT");
            assertThat(rows).extracting(r -> r.get("nodes")).as("no node counts claimed").containsOnly("0");
        }
    }

    @Test
    void listNamesBothFamilies() {
        CliRun run = CliRun.of("list");
        assertThat(run.out()).contains("dimacs:CMD").contains("dimacs:OPTIONS:CMD").contains("mzn:SOLVER");
    }

    @Test
    void badSpecsAreUsageErrors() {
        CliRun options = CliRun.of("solve", "--solver", "dimacs:encoding=huge:cadical", CliRun.dataset("boj2580-sample.in"));
        assertThat(options.status()).isEqualTo(2);
        assertThat(options.err()).contains("dimacs:OPTIONS:CMD takes the options of sat: unknown sat encoding 'huge'");
        CliRun empty = CliRun.of("solve", "--solver", "dimacs:", CliRun.dataset("boj2580-sample.in"));
        assertThat(empty.status()).isEqualTo(2);
        assertThat(empty.err()).contains("dimacs: needs a SAT solver command, e.g. dimacs:cadical");
        CliRun mzn = CliRun.of("solve", "--solver", "mzn:", CliRun.dataset("boj2580-sample.in"));
        assertThat(mzn.status()).isEqualTo(2);
        assertThat(mzn.err()).contains("mzn: needs a MiniZinc solver id");
    }

    @Test
    void judgesSamplesComeOutExactly() throws IOException {
        InstalledPrograms.require("minisat");
        InstalledPrograms.require("minizinc");
        for (String solver : List.of("dimacs:minisat", "mzn:gecode")) {
            for (String judge : List.of("boj2580", "boj2239")) {
                // An answer is expected: a hang guard, not the default 10 s a loaded machine's MiniZinc passed.
                CliRun r = CliRun.of("solve", "--solver", solver, "--format", judge, "--timeout", CliRun.HANG_GUARD,
                        CliRun.dataset(judge + "-sample.in"));
                assertThat(r.status()).as(solver + r.err()).isZero();
                assertThat(r.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset(judge + "-sample.out"))));
            }
        }
    }
}
