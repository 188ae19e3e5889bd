package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
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
 * A search cut short proves nothing: under node limits too small to finish, unsolvable puzzles
 * come back LIMIT (not NO_SOLUTION), and counts come back not exact and never above the truth.
 */
class LimitNeverClaimsNoSolutionTest {

    private static final long[] NODE_LIMITS = {1, 7, 50, 300, 2_000, 20_000};

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void unsolvablePuzzlesUnderSmallNodeLimits(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("no-solution.txt");
        int limited = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            for (Mode mode : Mode.values()) {
                for (long limit : NODE_LIMITS) {
                    String where = name + " " + mode + " limit " + limit + " on no-solution:" + (i + 1);
                    SolveResult r = solver.solve(puzzles.get(i), HangGuard.of(mode).withNodeLimit(limit));
                    assertThat(r.status()).as("%s (%s)", where, r.describe()).isIn(Status.LIMIT, Status.NO_SOLUTION);
                    if (r.status() == Status.LIMIT) {
                        limited++;
                        assertThat(r.countExact()).as(where).isFalse();
                        assertThat(r.solution()).as(where).isNull();
                        assertThat(r.message()).as(where).contains("node limit");
                    } else {
                        // A proof is only believable if it fitted in the budget.
                        assertThat(r.stats().nodes()).as(where).isLessThanOrEqualTo(limit);
                    }
                }
            }
        }
        assertThat(limited).as("%s: the limits must actually cut some searches short", name).isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-bitmask", "dfs-mrv", "dfs"})
    void countsCutShortAreNotExactAndNeverTooHigh(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            long truth = Long.parseLong(counts.get(i).trim());
            SolveResult full = solver.solve(puzzles.get(i), HangGuard.count(10_000));
            long half = Math.max(1, full.stats().nodes() / 2);
            String where = name + " COUNT with limit " + half + " nodes on multi-solutions:" + (i + 1);
            SolveResult r = solver.solve(puzzles.get(i), HangGuard.count(10_000).withNodeLimit(half));
            assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.LIMIT);
            assertThat(r.countExact()).as(where).isFalse();
            // It may already hold them all (the rest of the search only rules out more), never more.
            assertThat(r.solutionsFound()).as(where).isLessThanOrEqualTo(truth);
            if (r.solutionsFound() > 0) {
                assertThat(Checker.check(puzzles.get(i), r.solution())).as(where).isEmpty();
            }
        }
    }
}
