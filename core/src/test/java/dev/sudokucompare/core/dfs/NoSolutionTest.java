package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Puzzles whose givens look consistent but have no completion: the search itself must prove
 * NO_SOLUTION (an exact count of zero), never return a bogus answer. dfs-scan and dfs-sets need
 * ~10 s each for the 14 lines; they walk dfs-table's very tree ({@link RowMajorVariantsSameSearchTreeTest}),
 * so their proofs and the other modes of the row-major variants are in {@link NoSolutionEveryModeSlowTest}.
 */
class NoSolutionTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void theFasterVariantsProveNoSolutionInFirstMode(String name) {
        assertNoSolution(name, Mode.FIRST);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void fastVariantsProveNoSolutionInLexminMode(String name) {
        // LEXMIN switches dfs-mrv and dfs to row-major branching: another search to check.
        assertNoSolution(name, Mode.LEXMIN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-mrv", "dfs"})
    void fastVariantsProveNoSolutionInCountMode(String name) {
        assertNoSolution(name, Mode.COUNT);
    }

    static void assertNoSolution(String name, Mode mode) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("no-solution.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            String where = name + " " + mode + " on no-solution:" + (i + 1);
            SolveResult r = solver.solve(puzzles.get(i), HangGuard.of(mode));
            assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.NO_SOLUTION);
            assertThat(r.solution()).as(where).isNull();
            assertThat(r.solutionsFound()).as(where).isZero();
            assertThat(r.countExact()).as("%s: zero solutions is an exact count", where).isTrue();
            // The givens are consistent: the proof must come from the search, not the conflict check.
            assertThat(r.message()).as(where).doesNotContain("conflicting");
        }
    }
}
