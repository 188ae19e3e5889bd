package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * COUNT mode: exact counts where the search ran out of solutions, capped (not exact) where it
 * stopped at the limit, and the solution kept is always a real one.
 */
class CountTest {

    private static SolveRequest count(int limit) {
        return HangGuard.count(limit);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-bitmask", "dfs-mrv", "dfs"})
    void multiSolutionCountsMatchTheDataset(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        assertThat(counts).hasSameSizeAs(puzzles);
        for (int i = 0; i < puzzles.size(); i++) {
            String where = name + " on multi-solutions:" + (i + 1);
            SolveResult r = solver.solve(puzzles.get(i), count(10_000));
            assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as(where).isEqualTo(Long.parseLong(counts.get(i).trim()));
            assertThat(r.countExact()).as("%s exact", where).isTrue();
            assertThat(Checker.check(puzzles.get(i), r.solution())).as("%s checker", where).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void twoSolutionPuzzlesCountTwoAndKeepOneOfThePair(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("two-solutions.txt");
        List<String> pairs = Datasets.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            String where = name + " on two-solutions:" + (i + 1);
            List<Grid> both = Arrays.stream(pairs.get(i).split(",")).map(Grid::parse).toList();
            SolveResult capped = solver.solve(puzzles.get(i), count(2));
            assertThat(capped.status()).as("%s (%s)", where, capped.describe()).isEqualTo(Status.SOLVED);
            assertThat(capped.solutionsFound()).as(where).isEqualTo(2);
            // Stopped at the limit: a third solution was never ruled out.
            assertThat(capped.countExact()).as("%s COUNT(2) exact", where).isFalse();
            assertThat(both).as("%s kept solution", where).contains(capped.solution());

            SolveResult full = solver.solve(puzzles.get(i), count(3));
            assertThat(full.solutionsFound()).as("%s COUNT(3)", where).isEqualTo(2);
            assertThat(full.countExact()).as("%s COUNT(3) exact", where).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void uniquePuzzleCountsOneExactlyUnlessTheLimitIsOne(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("special-unique.txt");
        List<Grid> solutions = Datasets.grids("special-unique.solutions.txt");
        // Lines 5-8: the completed grid, one blank, naked and hidden singles (lines 1-4 are hard for row-major DFS).
        for (int i = 4; i < 8; i++) {
            String where = name + " on special-unique:" + (i + 1);
            SolveResult exact = solver.solve(puzzles.get(i), count(2));
            assertThat(exact.status()).as("%s (%s)", where, exact.describe()).isEqualTo(Status.SOLVED);
            assertThat(exact.solutionsFound()).as(where).isEqualTo(1);
            assertThat(exact.countExact()).as("%s exact", where).isTrue();
            assertThat(exact.solution()).as("%s solution", where).isEqualTo(solutions.get(i));

            SolveResult capped = solver.solve(puzzles.get(i), count(1));
            assertThat(capped.solutionsFound()).as("%s COUNT(1)", where).isEqualTo(1);
            assertThat(capped.countExact()).as("%s COUNT(1) exact", where).isFalse();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-bitmask", "dfs-mrv", "dfs"})
    void manySolutionsAreCappedAtTheLimit(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("many-solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            String where = name + " on many-solutions:" + (i + 1);
            SolveResult r = solver.solve(puzzles.get(i), count(1000));
            assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as(where).isEqualTo(1000);
            assertThat(r.countExact()).as("%s exact", where).isFalse();
            assertThat(Checker.check(puzzles.get(i), r.solution())).as("%s checker", where).isEmpty();
        }
    }
}
