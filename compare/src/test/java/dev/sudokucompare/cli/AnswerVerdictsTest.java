package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.report.SolverNames;
import dev.sudokucompare.solvers.external.StudentPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real programs, right and wrong in every way, on the same BOJ 2239 inputs: every answer gets its
 * own verdict with its reason, the scoreboard counts them, failures are loud, and the exit status
 * says what was found.
 */
class AnswerVerdictsTest {

    private static final int RECORDS = 4;

    @TempDir
    Path tmp;

    @Test
    void everyProgramsEveryAnswerIsJudged() throws IOException {
        String ok = "external:" + StudentPrograms.write(tmp, "ok.py", StudentPrograms.CORRECT_2239);
        String max = "external:" + StudentPrograms.write(tmp, "max.py", StudentPrograms.LEXMAX_2239);
        String bad = "external:" + StudentPrograms.write(tmp, "bad.py", StudentPrograms.INVALID_2239);
        String crash = "external:" + StudentPrograms.write(tmp, "crash.py", StudentPrograms.CRASH);
        String missing = "external:no-such-program-here";
        Path out = tmp.resolve("out");
        // --wide: every table in full, the timing columns this test reads among them.
        CliRun run = CliRun.of("compare", "--wide", "--warmup", "0", "--no-progress", "--timeout", CliRun.HANG_GUARD,
                "--limit",
                String.valueOf(RECORDS), "--external-format", "boj2239", "--out", out.toString(), "--solvers",
                String.join(",", "dfs", ok, max, bad, crash, missing), "builtin:multi-solutions");

        assertThat(run.status()).as("wrong answers beat the errors' trouble").isEqualTo(1);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(RECORDS * 6);
        Map<String, List<String>> verdicts = rows.stream().collect(Collectors.groupingBy(r -> r.get("solver"),
                Collectors.mapping(r -> r.get("answer_verdict"), Collectors.toList())));
        assertThat(verdicts.get("dfs")).containsOnly("CORRECT").hasSize(RECORDS);
        assertThat(verdicts.get(ok)).containsOnly("CORRECT").hasSize(RECORDS);
        assertThat(verdicts.get(max)).containsOnly("WRONG").hasSize(RECORDS);
        assertThat(verdicts.get(bad)).containsOnly("WRONG").hasSize(RECORDS);
        assertThat(verdicts.get(crash)).containsOnly("ERROR").hasSize(RECORDS);
        assertThat(verdicts.get(missing)).containsOnly("ERROR").hasSize(RECORDS);
        assertThat(reasons(rows, ok)).allMatch(r -> r.equals("the smallest completion, proved by the reference dfs"));
        assertThat(reasons(rows, max)).allMatch(r -> r.startsWith("not the smallest completion: dfs's valid solution is "
                + "smaller (first difference at r"));
        assertThat(reasons(rows, bad)).allMatch(r -> r.startsWith("invalid solution: "));
        assertThat(reasons(rows, crash)).allMatch(r -> r.startsWith("exited with status 1: ") && r.contains("RuntimeError"));
        assertThat(reasons(rows, missing)).allMatch(r -> r.startsWith("cannot start 'no-such-program-here'"));
        assertThat(rows).allMatch(r -> r.get("record_verdict").equals("WRONG"));

        // The scoreboard comes first, one row per program with its counts.
        String console = run.out();
        // The console names each program by one short name (a legend gives the specs whole).
        SolverNames names = SolverNames.of(List.of("dfs", ok, max, bad, crash, missing));
        assertThat(console.indexOf("Scoreboard")).isLessThan(console.indexOf("Timing"));
        assertThat(console).containsPattern("\\n  dfs +4 +0 +0 +0 +0 +4\\n")
                // Programs that share a directory stay apart by their file names.
                .containsPattern("\\n  [^\\n/]*max\\.py +0 +4 +0 +0 +0 +4\\n")
                .containsPattern("\\n  [^\\n/]*ok\\.py +4 +0 +0 +0 +0 +4\\n")
                .containsPattern("\\n  [^\\n/]*crash\\.py +0 +0 +0 +0 +4 +4\\n")
                .containsPattern("\\n  " + java.util.regex.Pattern.quote(names.of(missing)) + " +0 +0 +0 +0 +4 +4\\n");
        // The loud part: a program that never ran is said at the top (wrapped to the terminal's
        // width, so read as one line), and on stderr.
        String flat = console.replaceAll("\\n   ", " ");
        assertThat(flat).contains("!! " + names.of(missing) + " failed on every record (4 of 4): builtin:multi-solutions:1: "
                + "cannot start 'no-such-program-here'");
        assertThat(flat).contains("!! " + names.of(crash) + " failed on every record (4 of 4)");
        assertThat(console).contains("All 4 findings (every one is in results.csv and report.html");
        assertThat(run.err().replace("\n   ", " ")).contains("error: " + names.of(missing) + ": 4 of 4 answers ERROR; "
                + "first at builtin:multi-solutions:1: cannot start").contains("finding: " + names.of(max) + ": 4 of 4 answers WRONG");
        // Node figures do not apply to outside programs: n/a, not 0.
        assertThat(console).containsPattern("\\n  " + java.util.regex.Pattern.quote(names.of(ok))
                + " +4 +[^\\n]* n/a +[^\\n]*\\n");
        // Every call counts, and a wrong answer never solved its puzzle: all four count as at least the 600 s
        // limit, so every time figure is a lower bound at the limit (p90 needs 10 calls), and without a
        // correct call there is no interval at all (a zero-width one would claim a precision there is not).
        assertThat(console).containsPattern("\\n  " + java.util.regex.Pattern.quote(names.of(bad))
                + " +4 +0 +[0-9.]+ [mµn]?s +0(\\.0+)? +≥ 600 s +≥ 600 s +- +- +≥ 600 s ");
    }

    @Test
    void aRunWhoseOnlySolverCannotStartIsTrouble() {
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--limit", "2", "--solvers",
                "external:no-such-program-here", "builtin:norvig-easy50");
        assertThat(run.status()).isEqualTo(2);
        // A spec a little longer than a short name goes by its program's name (the legend says which).
        assertThat(run.out()).contains("!! no-such-program-here failed on every record (2 of 2)")
                .contains("  no-such-program-here = external:no-such-program-here");
        assertThat(run.err()).contains("error: no-such-program-here: 2 of 2 answers ERROR");
    }

    @Test
    void solveWithTheReferenceOffSaysTheAnswerWasNotProvedAndWithItRulesItWrong() throws IOException {
        String max = "external:" + StudentPrograms.write(tmp, "max.py", StudentPrograms.LEXMAX_2239);
        Path puzzle = tmp.resolve("multi.in");
        Files.writeString(puzzle, PuzzleFormat.BOJ2239.write(Datasets.grids("multi-solutions.txt", 1).get(0)));

        CliRun judged = CliRun.of("solve", "--format", "boj2239", "--solver", max, puzzle.toString());
        assertThat(judged.status()).isEqualTo(1);
        assertThat(judged.err()).contains(puzzle + ":1: WRONG (WA): not the smallest completion: the reference dfs's "
                + "is smaller (first difference at r");

        // Before: exit 0 with nothing on stderr, as if the answer had been proved the smallest.
        CliRun off = CliRun.of("solve", "--format", "boj2239", "--reference", "none", "--solver", max, puzzle.toString());
        assertThat(off.status()).isZero();
        assertThat(off.out()).isEqualTo(judged.out());
        assertThat(off.err()).isEqualTo(puzzle + ":1: CORRECT (AC): a valid completion; none given is smaller; "
                + "not proved (reference off)\n1 puzzle: 1 AC\n");
    }

    private static List<String> reasons(List<CSVRecord> rows, String solver) {
        return rows.stream().filter(r -> r.get("solver").equals(solver)).map(r -> r.get("answer_reason")).toList();
    }
}
