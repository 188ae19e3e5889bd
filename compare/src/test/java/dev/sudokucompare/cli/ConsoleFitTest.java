package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.report.ReportTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console report fits a terminal by default; the prose and the wide tables are there when asked for. */
class ConsoleFitTest {

    @TempDir
    Path tmp;

    private static List<String> lines(String text) {
        return text.lines().toList();
    }

    @Test
    void theMainJobFitsOneScreenOf120Columns() {
        // The README's main job: no arguments at all (dfs against choco on builtin:default).
        CliRun run = CliRun.of("--no-progress");
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = lines(run.out());
        assertThat(lines).as(run.out()).hasSizeLessThanOrEqualTo(60);
        assertThat(lines).as("lines wider than 120 columns").allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(120));
        assertThat(run.out()).contains("Scoreboard").contains("Ranking").contains("Timing, all inputs")
                .contains("Per input").contains("builtin:sudoku16-janko-first5")
                // The method prose is in the docs and behind --explain, not on every run.
                .doesNotContain("Hyndman").doesNotContain("The SAT competitions' order")
                .doesNotContain("Solved within t");
        assertThat(lines.get(lines.size() - 1)).startsWith("More: --explain");
    }

    @Test
    void explainAddsEachCaptionOnceAndWideAddsTheFullTables() {
        CliRun plain = CliRun.of("--solvers", "dfs,dfs-mrv", "--no-progress", "--warmup", "0", "builtin:norvig-hardest",
                "builtin:no-solution");
        CliRun explained = CliRun.of("--solvers", "dfs,dfs-mrv", "--no-progress", "--warmup", "0", "--explain",
                "builtin:norvig-hardest", "builtin:no-solution");
        CliRun wide = CliRun.of("--solvers", "dfs,dfs-mrv", "--no-progress", "--warmup", "0", "--wide",
                "builtin:norvig-hardest", "builtin:no-solution");
        for (CliRun run : List.of(plain, explained, wide)) {
            assertThat(run.status()).as(run.err()).isZero();
        }
        String rankingStart = ReportTables.RANKING_CAPTION.substring(0, 40);
        assertThat(plain.out()).doesNotContain(rankingStart).doesNotContain("mean build").doesNotContain("Solved within t,");
        assertThat(explained.out().split(java.util.regex.Pattern.quote(rankingStart), -1)).hasSize(2);
        assertThat(explained.out()).contains(ReportTables.TIMING_CAPTION.substring(0, 30)).contains("Hyndman");
        assertThat(wide.out()).contains("mean build").contains("Solved within t").contains("RMST")
                .contains("Hodges-Lehmann").doesNotContain(rankingStart);
    }

    @Test
    void aStreamProgramsStartUpIsANoteNotAWarning() throws Exception {
        Path puzzles = Files.write(tmp.resolve("puzzles.txt"), Datasets.lines("kaggle-10000.txt", 5));
        Path solutions = Files.write(tmp.resolve("solutions.txt"), Datasets.lines("kaggle-10000.solutions.txt", 5));
        Path program = Files.writeString(tmp.resolve("lookup.py"), """
                import sys
                answers = dict(zip((l.strip() for l in open(sys.argv[1])), (l.strip() for l in open(sys.argv[2]))))
                for line in sys.stdin:
                    print(answers.get(line.strip(), ''), flush=True)
                """);
        // A limit only a hang reaches: a busy machine's slow Python start-up is no finding.
        CliRun run = CliRun.of("--solvers", "dfs,stream:python3 " + program + " " + puzzles + " " + solutions,
                "--no-progress", "--warmup", "0", "--timeout", CliRun.HANG_GUARD, puzzles.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.errBesidesMachineWarnings()).contains("note: lookup.py …: start-up ")
                .doesNotContain("warning:");
    }

    @Test
    void listSaysEachSolverPlainlyWithin120ColumnsAndTheTechnicalWordsWithWide() {
        CliRun plain = CliRun.of("list");
        CliRun wide = CliRun.of("list", "--wide");
        assertThat(plain.status()).isZero();
        assertThat(lines(plain.out())).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(120));
        assertThat(plain.out()).contains("Sudoku as exact cover, solved by Knuth's dancing links")
                .doesNotContain("minirow counting").doesNotContain("first-UIP").contains("More: --wide");
        assertThat(wide.out()).contains("minirow counting").contains("first-UIP").doesNotContain("More: --wide");
    }
}
