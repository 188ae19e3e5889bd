package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.EffortGolden;
import dev.sudokucompare.core.EffortGolden.Puzzle;
import dev.sudokucompare.core.EffortGolden.Row;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code dlx}'s exact effort on the fixed puzzles, in every mode, against
 * {@code golden/dlx-effort.csv}: which column the S heuristic takes among ties (the first, as
 * Knuth does) changes the tree and so the counts, never the answers, so only this shows it.
 * Rewritten only on purpose, with {@code -Dgolden.rewrite=true}.
 */
class DlxEffortGoldenTest {

    @Test
    void effortMatchesTheGoldenFile() {
        SudokuSolver dlx = DlxSolver.fromSpec("dlx").orElseThrow();
        List<Row> rows = new ArrayList<>();
        for (Puzzle puzzle : EffortGolden.puzzles()) {
            for (Mode mode : Mode.values()) {
                rows.add(EffortGolden.measure(dlx, puzzle, mode));
            }
        }
        EffortGolden.assertMatches("dlx-effort.csv", rows);
    }
}
