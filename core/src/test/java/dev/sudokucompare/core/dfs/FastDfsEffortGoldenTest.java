package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.EffortGolden;
import dev.sudokucompare.core.EffortGolden.Puzzle;
import dev.sudokucompare.core.EffortGolden.Row;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fast {@code dfs}'s exact effort on the sets it is measured on, against
 * {@code golden/fast-dfs-effort.csv}. The shared golden file's puzzles are mostly easy for it
 * (a handful of nodes each), so a rule of its propagation (the counting rule on minirows, the
 * stack rule, locked candidates on big grids) could stop working and every count there stay the
 * same; here are hard 9x9 puzzles where each rule changes the search, and 16x16 ones for the
 * general path. The 16x16 ones settle with few or no decisions, so three 25x25 puzzles follow in
 * FIRST mode (the other modes take minutes there): their searches fail thousands of times, which
 * is where the branching's last-conflict and failure weights decide the count. Rewritten only on
 * purpose, with {@code -Dgolden.rewrite=true}.
 */
class FastDfsEffortGoldenTest {

    /** Dataset, first line, stride: a fixed, spread sample of each set. */
    private static final Object[][] SAMPLES = {
        {"forum-hardest-1905-11plus.txt", 1, 400},
        {"magictour-top1465.txt", 1, 100},
        {"norvig-top95.txt", 1, 5},
        {"kaggle-10000.txt", 1, 1000},
        {"sudoku17-49158.txt", 1, 5000},
        {"no-solution.txt", 1, 1},
        {"multi-solutions.txt", 1, 3},
        {"sudoku16-janko-55.txt", 1, 5},
    };

    /** 25x25 lines searched in FIRST mode only. */
    private static final int[] FRISCH_LINES = {2, 17, 18};

    static List<Puzzle> puzzles() {
        List<Puzzle> puzzles = new ArrayList<>();
        for (Object[] sample : SAMPLES) {
            String file = (String) sample[0];
            List<String> lines = Datasets.lines(file);
            for (int line = (int) sample[1]; line <= lines.size(); line += (int) sample[2]) {
                String name = file.substring(0, file.length() - ".txt".length()) + ":" + line;
                puzzles.add(new Puzzle(name, false, Grid.parse(lines.get(line - 1))));
            }
        }
        return puzzles;
    }

    @Test
    void effortMatchesTheGoldenFile() {
        SudokuSolver dfs = Solvers.named("dfs");
        List<Row> rows = new ArrayList<>();
        for (Puzzle puzzle : puzzles()) {
            for (Mode mode : Mode.values()) {
                rows.add(EffortGolden.measure(dfs, puzzle, mode));
            }
        }
        List<String> frisch = Datasets.lines("sudoku25-frisch.txt");
        for (int line : FRISCH_LINES) {
            Puzzle puzzle = new Puzzle("sudoku25-frisch:" + line, false, Grid.parse(frisch.get(line - 1)));
            rows.add(EffortGolden.measure(dfs, puzzle, Mode.FIRST));
        }
        EffortGolden.assertMatches("fast-dfs-effort.csv", rows);
    }
}
