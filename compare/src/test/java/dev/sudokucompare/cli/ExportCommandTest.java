package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.programs.InstalledPrograms;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export} through the real main, its files read by the real programs they are for: CaDiCaL
 * on each CNF (decoded with nothing but the file's own {@code c var} comments) and MiniZinc with
 * Gecode on each model and data, both against dfs.
 */
class ExportCommandTest {

    private static final Pattern VAR = Pattern.compile("c var (\\d+) = r(\\d+)c(\\d+)=(\\d+)");
    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();

    @TempDir
    Path tmp;

    private static String run(Path dir, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).as("%s finished", List.of(command)).isTrue();
        return out;
    }

    /** CaDiCaL's model of a CNF file, decoded with the file's comments only; null when unsatisfiable. */
    private static Grid cadical(Path cnf, int side) throws IOException, InterruptedException {
        String answer = run(cnf.getParent(), "cadical", "-q", cnf.toString());
        if (answer.contains("s UNSATISFIABLE")) {
            return null;
        }
        assertThat(answer).contains("s SATISFIABLE");
        List<Integer> truths = new ArrayList<>();
        for (String line : answer.split("\n")) {
            if (line.startsWith("v ")) {
                Stream.of(line.substring(2).trim().split("\\s+")).map(Integer::parseInt).filter(x -> x > 0).forEach(truths::add);
            }
        }
        int[] values = new int[side * side];
        for (String line : Files.readAllLines(cnf)) {
            Matcher m = VAR.matcher(line);
            if (m.matches() && truths.contains(Integer.parseInt(m.group(1)))) {
                values[(Integer.parseInt(m.group(2)) - 1) * side + Integer.parseInt(m.group(3)) - 1] = Integer.parseInt(m.group(4));
            }
        }
        // Givens have no variable under givens=reduce: they come from the puzzle comment.
        Grid puzzle = Grid.parse(Files.readAllLines(cnf).get(1).substring("c puzzle ".length()));
        for (int cell = 0; cell < values.length; cell++) {
            values[cell] = puzzle.get(cell) != 0 ? puzzle.get(cell) : values[cell];
        }
        return Grid.of(puzzle.shape(), values);
    }

    @Test
    void everyCnfSolvedByCadicalIsDfsSolution() throws Exception {
        InstalledPrograms.require("cadical");
        Path out = tmp.resolve("cnf");
        CliRun r = CliRun.of("export", "--to", "dimacs", "--out", out.toString(), CliRun.dataset("norvig-top95.txt"),
                "builtin:sudoku16-janko-first5");
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("wrote 100 CNF files (encoding extended, givens reduce)").contains("0 records skipped");
        List<String> top95 = Datasets.lines("norvig-top95.txt");
        for (int i = 0; i < top95.size(); i += 7) {
            Grid puzzle = Grid.parse(top95.get(i));
            Path cnf = out.resolve(String.format("norvig-top95-%04d.cnf", i + 1));
            assertThat(Files.readString(cnf)).contains("c from " + CliRun.dataset("norvig-top95.txt") + ":" + (i + 1));
            assertThat(cadical(cnf, 9)).as("%s", cnf).isEqualTo(DFS.solve(puzzle, HangGuard.first()).solution());
        }
        Path janko = out.resolve("sudoku16-janko-first5-0003.cnf");
        assertThat(cadical(janko, 16)).isEqualTo(Grid.parse(Datasets.lines("sudoku16-janko-55.solutions.txt").get(2)));
    }

    @Test
    void theEncodingOptionsAndConflictingGivens() throws Exception {
        InstalledPrograms.require("cadical");
        Path out = tmp.resolve("units");
        CliRun r = CliRun.of("export", "--to", "dimacs", "--encoding", "minimal", "--givens", "units", "--out",
                out.toString(), CliRun.dataset("no-solution.txt"));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(Files.readString(out.resolve("no-solution-0001.cnf"))).startsWith(
                "c sudoku-compare: a 9x9 (3x3 boxes) puzzle as CNF, encoding minimal, givens units\n").contains("p cnf 729 ");
        assertThat(cadical(out.resolve("no-solution-0003.cnf"), 9)).isNull();

        // The reduced formula cannot state a clash between givens: such a puzzle is written with units.
        Path conflicts = tmp.resolve("conflicts");
        CliRun c = CliRun.of("export", "--to", "dimacs", "--out", conflicts.toString(), "builtin:conflicting-givens");
        assertThat(c.status()).as(c.err()).isZero();
        assertThat(c.err()).contains("builtin:conflicting-givens:4: conflicting givens: row 1 repeats 1 (r1c1, r1c2); "
                + "written with --givens units (unsatisfiable)");
        try (Stream<Path> files = Files.list(conflicts)) {
            for (Path cnf : files.toList()) {
                assertThat(cadical(cnf, 9)).as("%s", cnf).isNull();
            }
        }
    }

    @Test
    void everyModelSolvedByMiniZincIsDfsSolution() throws Exception {
        InstalledPrograms.require("minizinc");
        Path out = tmp.resolve("mzn");
        CliRun r = CliRun.of("export", "--to", "mzn", "--out", out.toString(), CliRun.dataset("norvig-hardest.txt"));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out()).contains("wrote 11 MiniZinc models with their data");
        List<Grid> puzzles = Datasets.grids("norvig-hardest.txt");
        for (int i = 0; i < puzzles.size(); i += 4) {
            String name = String.format("norvig-hardest-%04d", i + 1);
            assertThat(Files.readString(out.resolve(name + ".mzn"))).contains("include \"all_different_int.mzn\";");
            String printed = run(out, "minizinc", "--solver", "gecode", name + ".mzn", name + ".dzn");
            String digits = printed.substring(0, printed.indexOf("----------")).replaceAll("\\s+", "");
            assertThat(Grid.parse(digits)).as(name).isEqualTo(DFS.solve(puzzles.get(i), HangGuard.first()).solution());
        }
    }

    @Test
    void malformedRecordsAreSaidSkippedAndCounted() throws IOException {
        Path input = tmp.resolve("mixed.txt");
        Files.writeString(input, Datasets.lines("norvig-top95.txt").get(0) + "\nnot a puzzle\n"
                + Datasets.lines("norvig-top95.txt").get(1) + "\n");
        Path out = tmp.resolve("out");
        CliRun r = CliRun.of("export", "--to", "dimacs", "--out", out.toString(), input.toString());
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).contains(input + ":2: malformed: ").contains("; skipped");
        assertThat(r.out()).contains("wrote 2 CNF files").contains("1 record skipped");
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted()).containsExactly("mixed-0001.cnf", "mixed-0003.cnf");
        }
    }

    @Test
    void theOutDirectoryIsWrittenSafely() throws IOException {
        Path out = Files.createDirectories(tmp.resolve("busy"));
        Files.writeString(out.resolve("notes.txt"), "mine");
        CliRun refused = CliRun.of("export", "--to", "mzn", "--out", out.toString(), "builtin:two-solutions");
        assertThat(refused.status()).isEqualTo(2);
        assertThat(refused.err()).contains("is not empty");

        // With --force a link named like an output file is replaced, and what it pointed to is untouched.
        Path target = Files.writeString(tmp.resolve("precious.txt"), "keep");
        Files.createSymbolicLink(out.resolve("two-solutions-0001.dzn"), target);
        CliRun forced = CliRun.of("export", "--to", "mzn", "--force", "--out", out.toString(), "builtin:two-solutions");
        assertThat(forced.status()).as(forced.err()).isZero();
        assertThat(Files.readString(target)).isEqualTo("keep");
        assertThat(Files.isSymbolicLink(out.resolve("two-solutions-0001.dzn"))).isFalse();
        assertThat(Files.readString(out.resolve("notes.txt"))).isEqualTo("mine");
    }

    @Test
    void namesComeFromTheInputsAndStayApart() throws IOException {
        Path a = Files.createDirectories(tmp.resolve("a")).resolve("set.txt");
        Path b = Files.createDirectories(tmp.resolve("b")).resolve("set.txt");
        Files.writeString(a, Datasets.lines("norvig-top95.txt").get(0) + "\n");
        Files.writeString(b, Datasets.lines("norvig-top95.txt").get(1) + "\n");
        Path out = tmp.resolve("named");
        CliRun r = CliRun.withStdin(Datasets.lines("norvig-top95.txt").get(2) + "\n",
                "export", "--to", "dimacs", "--out", out.toString(), a.toString(), b.toString(), "-");
        assertThat(r.status()).as(r.err()).isZero();
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("set-0001.cnf", "set-2-0001.cnf", "stdin-0001.cnf");
        }
    }

    @Test
    void usageErrorsSayWhatIsValid() {
        CliRun encoding = CliRun.of("export", "--to", "dimacs", "--encoding", "fancy", "--out", tmp.resolve("x").toString(),
                "builtin:two-solutions");
        assertThat(encoding.status()).isEqualTo(2);
        assertThat(encoding.err()).contains("--encoding").contains("unknown encoding 'fancy'; valid: minimal, extended");
        CliRun to = CliRun.of("export", "--to", "xcsp", "--out", tmp.resolve("y").toString(), "builtin:two-solutions");
        assertThat(to.status()).isEqualTo(2);
        assertThat(to.err()).contains("--to");
        CliRun empty = CliRun.of("export", "--to", "dimacs", "--out", tmp.resolve("z").toString(), "/dev/null");
        assertThat(empty.status()).isEqualTo(2);
        assertThat(empty.err()).contains("holds no puzzles");
    }
}
