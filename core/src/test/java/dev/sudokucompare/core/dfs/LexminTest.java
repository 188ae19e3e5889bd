package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.SeededPuzzles.Generated;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * LEXMIN (BOJ 2239) must return the lexicographically smallest solution in every variant,
 * including dfs-mrv and dfs, which branch differently in the other modes. The expected grids
 * are the datasets' own {@code .lexmin.txt} files and sol1 of the two-solution pairs.
 */
class LexminTest {

    /** dfs-scan included: every one of these takes it well under a second. */
    private static final SolveRequest LEXMIN = HangGuard.lexmin();

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void emptyGrid(String name) {
        assertLexmin(name, "empty-grid");
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void manySolutions(String name) {
        assertLexmin(name, "many-solutions");
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void multiSolutions(String name) {
        assertLexmin(name, "multi-solutions");
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void twoSolutionsGiveTheSmallerOfThePair(String name) {
        List<Grid> puzzles = Datasets.grids("two-solutions.txt");
        List<String> pairs = Datasets.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid sol1 = Grid.parse(pairs.get(i).split(",")[0]);
            check(name, "two-solutions:" + (i + 1), puzzles.get(i), sol1);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void agreesWithPlainBacktrackingOnSeededMultiSolutionPuzzles(String name) {
        // dfs-scan's FIRST is row-major, values ascending: lexmin by construction, a reference here.
        SudokuSolver reference = Solvers.named("dfs-scan");
        for (long seed = 1; seed <= 40; seed++) {
            Shape shape = seed % 2 == 0 ? Shape.of(2, 3) : Shape.CLASSIC;
            Generated g = SeededPuzzles.withGivens(shape, seed, shape == Shape.CLASSIC ? 24 : 8);
            Grid expected = reference.solve(g.puzzle(), HangGuard.first()).solution();
            check(name, g.toString(), g.puzzle(), expected);
        }
    }

    private static void assertLexmin(String name, String dataset) {
        List<Grid> puzzles = Datasets.grids(dataset + ".txt");
        List<Grid> lexmins = Datasets.grids(dataset + ".lexmin.txt");
        assertThat(lexmins).as("%s lines", dataset).hasSameSizeAs(puzzles);
        for (int i = 0; i < puzzles.size(); i++) {
            check(name, dataset + ":" + (i + 1), puzzles.get(i), lexmins.get(i));
        }
    }

    private static void check(String name, String where, Grid puzzle, Grid expected) {
        SudokuSolver solver = Solvers.named(name);
        SolveResult r = solver.solve(puzzle, LEXMIN);
        assertThat(r.status()).as("%s on %s (%s)", name, where, r.describe()).isEqualTo(Status.SOLVED);
        assertThat(Checker.check(puzzle, r.solution())).as("%s on %s checker", name, where).isEmpty();
        assertThat(r.solution()).as("%s on %s lexmin", name, where).isEqualTo(expected);
    }
}
