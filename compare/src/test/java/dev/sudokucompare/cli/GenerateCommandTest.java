package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.cp.ChocoOptions;
import dev.sudokucompare.cp.ChocoSolver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code generate}: unique puzzles, proved so by both the DFS and Choco, reproducible by seed. */
class GenerateCommandTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs-mrv").orElseThrow();
    private static final SudokuSolver CHOCO = new ChocoSolver(ChocoOptions.DEFAULT);

    @TempDir
    Path tmp;

    private static void assertUniqueByBothSolvers(Grid puzzle, Grid solution) {
        for (SudokuSolver s : List.of(DFS, CHOCO)) {
            SolveResult r = s.solve(puzzle, HangGuard.count(2));
            assertThat(r.solutionsFound()).as(s.name() + " on " + puzzle).isEqualTo(1);
            assertThat(r.countExact()).isTrue();
            assertThat(r.solution()).isEqualTo(solution);
        }
        assertThat(Checker.check(puzzle, solution)).isEmpty();
    }

    @Test
    void puzzlesOfEveryShapeAreUniqueAndMatchTheirSolutions() throws IOException {
        for (String size : List.of("4x4", "2x3", "3x2", "8", "9", "12")) {
            Path solutions = tmp.resolve(size + ".solutions");
            CliRun run = CliRun.of("generate", "--count", "4", "--size", size, "--seed", "42", "--solutions",
                    solutions.toString());
            assertThat(run.status()).as(size + run.err()).isZero();
            // 3x2 boxes are stated by a '# shape 3x2' line first, in both files (which stay line-aligned).
            List<String> puzzles = run.out().lines().filter(l -> !l.startsWith("#")).toList();
            List<String> solved = Files.readAllLines(solutions).stream().filter(l -> !l.startsWith("#")).toList();
            assertThat(run.out().startsWith("# shape 3x2\n")).as(size).isEqualTo(size.equals("3x2"));
            assertThat(Files.readString(solutions).startsWith("# shape 3x2\n")).as(size).isEqualTo(size.equals("3x2"));
            assertThat(puzzles).hasSize(4);
            for (int i = 0; i < puzzles.size(); i++) {
                assertUniqueByBothSolvers(Grid.parse(puzzles.get(i), parseShape(size)), Grid.parse(solved.get(i), parseShape(size)));
            }
        }
    }

    private static dev.sudokucompare.core.Shape parseShape(String size) {
        return dev.sudokucompare.core.Shape.parse(size);
    }

    @Test
    void givensTargetIsMetAndMinimalPuzzlesLoseUniquenessWithAnyGivenRemoved() {
        CliRun target = CliRun.of("generate", "--count", "3", "--givens", "30", "--seed", "9");
        for (String line : target.out().lines().toList()) {
            assertThat(Grid.parse(line).givenCount()).isEqualTo(30);
        }
        CliRun minimal = CliRun.of("generate", "--count", "2", "--minimal", "--seed", "9");
        for (String line : minimal.out().lines().toList()) {
            Grid puzzle = Grid.parse(line);
            for (int cell = 0; cell < 81; cell++) {
                if (puzzle.get(cell) != 0) {
                    SolveResult r = DFS.solve(puzzle.with(cell, 0), HangGuard.count(2));
                    assertThat(r.solutionsFound()).as("without the given at " + cell).isEqualTo(2);
                }
            }
        }
    }

    @Test
    void theSameSeedGivesTheSamePuzzles() {
        CliRun a = CliRun.of("generate", "--count", "3", "--seed", "123", "--format", "boj2239");
        CliRun b = CliRun.of("generate", "--count", "3", "--seed", "123", "--format", "boj2239");
        CliRun c = CliRun.of("generate", "--count", "3", "--seed", "124", "--format", "boj2239");
        assertThat(a.out()).isEqualTo(b.out()).isNotEqualTo(c.out());
        assertThat(a.out().lines().filter(l -> !l.isBlank())).hasSize(27).allMatch(l -> l.matches("[0-9]{9}"));
    }

    @Test
    void badSizesAndFormatsAreUsageErrors() {
        assertThat(CliRun.of("generate", "--size", "banana").status()).isEqualTo(2);
        CliRun mismatch = CliRun.of("generate", "--size", "16", "--format", "boj2580");
        assertThat(mismatch.status()).isEqualTo(2);
        assertThat(mismatch.err()).contains("boj2580 writes").doesNotContain("Exception");
    }
}
