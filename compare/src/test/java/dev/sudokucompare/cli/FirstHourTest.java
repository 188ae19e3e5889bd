package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.solvers.external.StudentPrograms;
import dev.sudokucompare.input.InputFormat;
import dev.sudokucompare.input.Inputs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rough edges a new user met in the first hour, each smoothed. */
class FirstHourTest {

    @TempDir
    Path tmp;

    @Test
    void emptyInputIsAnErrorNotSilence() throws IOException {
        CliRun solve = CliRun.withStdin("", "solve", "-");
        assertThat(solve.status()).isEqualTo(2);
        assertThat(solve.err()).contains("error: -: holds no puzzles");
        Path a = Files.writeString(tmp.resolve("a.txt"), "");
        Path b = Files.writeString(tmp.resolve("b.txt"), "");
        CliRun check = CliRun.of("check", "--puzzle", a.toString(), "--answer", b.toString());
        assertThat(check.status()).isEqualTo(2);
        assertThat(check.err()).contains("a.txt: empty file: no puzzles in it");
    }

    @Test
    void anInputThatFailsIsSaidOnStderrToo() {
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "nosuchfile.txt");
        assertThat(run.status()).isEqualTo(2);
        // Alone, a missing input is one line and no report (with other inputs the run goes on and says it).
        assertThat(run.err()).isEqualTo("error: nosuchfile.txt: no such file\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void anOutsideProgramSpeaksTheInputsFormatUnlessTold() throws IOException {
        String program = "external:" + StudentPrograms.write(tmp, "p.py", StudentPrograms.CORRECT_2239);
        // A limit only a hang reaches: a busy machine's slow Python start-up is no finding.
        CliRun run = CliRun.of("solve", "--solver", program, "--timeout", CliRun.HANG_GUARD, "--format", "boj2239",
                CliRun.dataset("boj2239-sample.in"));
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2239-sample.out"))));
        CliRun auto = CliRun.of("solve", "--solver", program, "--timeout", CliRun.HANG_GUARD,
                CliRun.dataset("boj2239-sample.in"));
        assertThat(auto.status()).as(auto.err()).isZero();
        assertThat(CliRun.of("solve", "--help").out()).contains("--external-format");
    }

    @Test
    void anAnswerIsReadInThePuzzlesFormatUnlessToldOtherwiseAsCompareReadsAProgram() throws IOException {
        Grid puzzle = Grid.parse(Datasets.lines("special-unique.txt").get(0));
        Grid solution = Grid.parse(Datasets.lines("special-unique.solutions.txt").get(0));
        Path gp = Files.writeString(tmp.resolve("gp.txt"), puzzle + "\n");
        Path out = Files.writeString(tmp.resolve("gp.out"), PuzzleFormat.BOJ2580.write(solution));
        CliRun told = CliRun.of("check", "--puzzle", gp.toString(), "--answer", out.toString(), "--answer-format",
                "boj2580");
        assertThat(told.status()).as(told.out() + told.err()).isZero();
        assertThat(told.out()).startsWith("CORRECT (AC)");
        CliRun asLine = CliRun.of("check", "--puzzle", gp.toString(), "--answer", out.toString());
        assertThat(asLine.status()).as("the right grid in the puzzles' format's wrong layout, as compare says").isEqualTo(1);
        assertThat(asLine.out()).startsWith("WRONG (PE): the right grid in a wrong layout: ");
    }

    @Test
    void aGivensTargetNotReachedIsSaid() {
        CliRun sparse = CliRun.of("generate", "--count", "2", "--givens", "17", "--attempts", "2", "--seed", "3");
        assertThat(sparse.status()).isEqualTo(1);
        assertThat(sparse.out().lines()).hasSize(2);
        assertThat(sparse.err()).containsPattern("puzzle 1: \\d+ givens; --givens 17 not reached in 2 attempts")
                .contains("2 of 2 puzzles have more givens than --givens 17");
        CliRun reachable = CliRun.of("generate", "--count", "2", "--givens", "32", "--seed", "3");
        assertThat(reachable.status()).as(reachable.err()).isZero();
        assertThat(reachable.out().lines()).allMatch(l -> Grid.parse(l).givenCount() <= 32);
    }

    @Test
    void theUsageLineShowsNoRegex() {
        CliRun help = CliRun.of("compare", "--help");
        assertThat(help.out()).contains("--solvers=LIST[,LIST...]").doesNotContain("(?!");
    }

    @Test
    void theRunKnowsItsTotalWhenItsInputsCanTellTheirSize() throws IOException {
        Settings all = settings(0);
        assertThat(all.recordsTaken(Inputs.resolve("builtin:default", InputFormat.AUTO))).isEqualTo(278);
        assertThat(settings(5).recordsTaken(Inputs.resolve("builtin:default", InputFormat.AUTO))).isEqualTo(11 * 5);
        Path file = Files.write(tmp.resolve("ten.txt"), Datasets.lines("norvig-top95.txt", 10));
        assertThat(all.recordsTaken(Inputs.resolve(file.toString(), InputFormat.AUTO))).isEqualTo(10);
        assertThat(all.recordsTaken(Inputs.resolve("-", InputFormat.AUTO))).isEqualTo(-1);
    }

    @Test
    void measurementNotesStayOutOfVerdictReasons() throws IOException {
        String crash = "external:" + StudentPrograms.write(tmp, "crash.py", StudentPrograms.CRASH);
        Path out = tmp.resolve("out");
        CliRun.of("compare", "--warmup", "0", "--no-progress", "--timeout", CliRun.HANG_GUARD,
                "--limit", "1", "--solvers", "dfs," + crash, "--out",
                out.toString(), "builtin:norvig-easy50");
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows.get(1).get("answer_reason")).startsWith("exited with status 1: ")
                .doesNotContain("wall time").doesNotContain("peak RSS");
        assertThat(rows.get(0).get("detail")).doesNotContain("wall time").doesNotContain("peak RSS");
    }

    private static Settings settings(long limit) {
        return Settings.builder(List.of("dfs")).limit(limit).build();
    }
}
