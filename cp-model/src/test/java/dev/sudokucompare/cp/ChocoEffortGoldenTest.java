package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.EffortGolden;
import dev.sudokucompare.core.EffortGolden.Puzzle;
import dev.sudokucompare.core.EffortGolden.Row;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The default Choco configuration's exact nodes, backtracks and fails, per mode, on the fixed
 * puzzles of core's {@code golden/effort-puzzles.txt}, against {@code golden/choco-effort.csv}.
 * The golden file was first written by the code itself; what can be checked without it is
 * checked here too: a fresh model searches exactly like the reused default one, counting never
 * searches less than finding the first solution, and the answers agree with {@code dfs}.
 */
class ChocoEffortGoldenTest {

    private static final List<Row> ROWS = new ArrayList<>();
    private static final List<Row> FRESH_ROWS = new ArrayList<>();
    private static final List<Row> DFS_ROWS = new ArrayList<>();

    @BeforeAll
    static void measure() {
        SudokuSolver choco = ChocoSolver.fromSpec("choco").orElseThrow();
        SudokuSolver fresh = ChocoSolver.fromSpec("choco:model=fresh").orElseThrow();
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        for (Puzzle puzzle : EffortGolden.puzzles()) {
            for (Mode mode : Mode.values()) {
                ROWS.add(EffortGolden.measure(choco, puzzle, mode));
                FRESH_ROWS.add(EffortGolden.measure(fresh, puzzle, mode));
                DFS_ROWS.add(EffortGolden.measure(dfs, puzzle, mode));
            }
        }
    }

    /**
     * Measures anew rather than reading the before-all rows: mutation testing (PIT) credits a
     * test only with the code run inside it, so a search mutant would pass this test unseen.
     */
    @Test
    void effortMatchesTheGoldenFile() {
        assertThat(ChocoOptions.DEFAULT.spec()).isEqualTo("choco");
        SudokuSolver choco = ChocoSolver.fromSpec("choco").orElseThrow();
        List<Row> rows = new ArrayList<>();
        for (Puzzle puzzle : EffortGolden.puzzles()) {
            for (Mode mode : Mode.values()) {
                rows.add(EffortGolden.measure(choco, puzzle, mode));
            }
        }
        EffortGolden.assertMatches("choco-effort.csv", rows);
    }

    @Test
    void aFreshModelSearchesExactlyLikeTheReusedOne() {
        for (int i = 0; i < ROWS.size(); i++) {
            Row reused = ROWS.get(i);
            Row fresh = FRESH_ROWS.get(i);
            assertThat(List.of(fresh.status(), fresh.solutions(), fresh.exact(), fresh.nodes(), fresh.backtracks(),
                    fresh.fails())).as(reused.csv()).isEqualTo(List.of(reused.status(), reused.solutions(),
                    reused.exact(), reused.nodes(), reused.backtracks(), reused.fails()));
        }
    }

    @Test
    void countingSearchesAtLeastAsMuchAsFindingTheFirstSolution() {
        for (int i = 0; i < ROWS.size(); i += Mode.values().length) {
            Row first = ROWS.get(i + Mode.FIRST.ordinal());
            Row count = ROWS.get(i + Mode.COUNT.ordinal());
            assertThat(count.nodes()).as("%s vs %s", count.csv(), first.csv()).isGreaterThanOrEqualTo(first.nodes());
        }
    }

    @Test
    void answersAgreeWithDfs() {
        for (int i = 0; i < ROWS.size(); i++) {
            Row choco = ROWS.get(i);
            Row dfs = DFS_ROWS.get(i);
            assertThat(List.of(choco.status(), choco.solutions(), choco.exact())).as(choco.csv())
                    .isEqualTo(List.of(dfs.status(), dfs.solutions(), dfs.exact()));
        }
    }
}
