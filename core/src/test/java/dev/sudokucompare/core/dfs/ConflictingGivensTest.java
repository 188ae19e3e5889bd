package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two equal givens in one unit: NO_SOLUTION before any search, in every mode and variant, with
 * a message naming the unit and value the dataset README describes for that line.
 */
class ConflictingGivensTest {

    /** What repeats on each line of conflicting-givens.txt, per the README (the first conflict found). */
    private static final List<String> CONFLICTS = List.of(
            "box 5 repeats 5", "column 5 repeats 1", "row 5 repeats 2", "row 1 repeats 1",
            "column 1 repeats 1", "box 1 repeats 5", "column 1 repeats 7");

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void rejectedNamingTheConflict(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("conflicting-givens.txt");
        assertThat(puzzles).hasSameSizeAs(CONFLICTS);
        for (int i = 0; i < puzzles.size(); i++) {
            for (Mode mode : Mode.values()) {
                String where = name + " " + mode + " on conflicting-givens:" + (i + 1);
                SolveResult r = solver.solve(puzzles.get(i), HangGuard.of(mode));
                assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.solution()).as(where).isNull();
                assertThat(r.message()).as(where).contains(CONFLICTS.get(i));
                assertThat(r.stats().nodes()).as("%s: rejected before the search", where).isZero();
            }
        }
    }
}
