package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The node limit as SearchControl implements it: a node is counted when it is entered, and the
 * node that would exceed the limit is refused, not explored and not counted. So a search needing
 * k nodes succeeds with a limit of k, and stops with LIMIT and exactly k-1 nodes reported under a
 * limit of k-1.
 */
class NodeLimitTest {

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void aSearchSucceedsWithExactlyTheNodesItNeedsAndStopsWithOneFewer(String name) {
        SudokuSolver solver = Solvers.named(name);
        List<Grid> puzzles = Datasets.grids("norvig-hardest.txt");
        int tried = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            String where = name + " on norvig-hardest:" + (i + 1);
            Grid puzzle = puzzles.get(i);
            long needed = solver.solve(puzzle, HangGuard.first()).stats().nodes();
            if (needed < 2) {
                continue; // solved by propagation alone: no smaller limit to try
            }
            tried++;

            SolveResult enough = solver.solve(puzzle, HangGuard.first().withNodeLimit(needed));
            assertThat(enough.status()).as("%s with limit %d (%s)", where, needed, enough.describe())
                    .isEqualTo(Status.SOLVED);
            assertThat(enough.stats().nodes()).as(where).isEqualTo(needed);

            SolveResult cut = solver.solve(puzzle, HangGuard.first().withNodeLimit(needed - 1));
            assertThat(cut.status()).as("%s with limit %d (%s)", where, needed - 1, cut.describe())
                    .isEqualTo(Status.LIMIT);
            assertThat(cut.stats().nodes()).as("%s nodes counted under limit %d", where, needed - 1)
                    .isEqualTo(needed - 1);
        }
        assertThat(tried).as("%s: puzzles that needed a search", name).isGreaterThanOrEqualTo(5);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-sets", "dfs-table", "dfs-bitmask"})
    void antiBruteForcePuzzleStopsAtTheNodeLimit(String name) {
        Grid puzzle = Datasets.grids("special-unique.txt").get(1);
        long limit = 100_000;
        SolveResult r = Solvers.named(name).solve(puzzle, HangGuard.first().withNodeLimit(limit));
        assertThat(r.status()).as("%s: %s", name, r.describe()).isEqualTo(Status.LIMIT);
        assertThat(r.message()).as(name).contains("node limit " + limit);
        assertThat(r.stats().nodes()).as("%s nodes: exactly the limit", name).isEqualTo(limit);
        assertThat(r.solution()).as(name).isNull();
        assertThat(r.countExact()).as(name).isFalse();
    }
}
