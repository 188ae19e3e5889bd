package dev.sudokucompare.core.dfs.fast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What a {@link BandBoard} level holds right after {@code load} and {@code assign}, before any
 * propagation, against a reference written cell by cell: the propagation would repair a board
 * loaded wrong (most of the time), so the search's answers alone do not show it.
 */
class BandBoardTest {

    private static final int ALL = 0x1FF;

    @Test
    void loadKeepsEachGivenAloneAndTakesItsDigitFromItsPeers() {
        List<Grid> puzzles = puzzles();
        int clashes = 0;
        for (Grid puzzle : puzzles) {
            int[] board = new int[BandBoard.STATE_INTS];
            boolean loaded = BandBoard.load(board, 0, puzzle, new byte[BandBoard.CELL_BYTES]);
            boolean clash = !puzzle.conflicts().isEmpty();
            assertThat(loaded).as("load of %s (givens clash: %s)", puzzle, clash).isEqualTo(!clash);
            if (clash) {
                clashes++;
                continue;
            }
            int[] expected = reference(puzzle);
            for (int cell = 0; cell < 81; cell++) {
                assertThat(BandBoard.digitsAt(board, 0, cell)).as("%s r%dc%d", puzzle, cell / 9 + 1, cell % 9 + 1)
                        .isEqualTo(expected[cell]);
            }
            assertThat(BandBoard.firstUnsolved(board, 0)).as("%s first empty cell", puzzle).isEqualTo(firstEmpty(puzzle));
        }
        assertThat(clashes).as("puzzles whose givens clash").isPositive();
    }

    /** Where the second of two equal givens sits, seen from the first. */
    private enum Clash {
        MINIROW, ROW_ACROSS_BOXES, BOX_ACROSS_LINES, COLUMN_IN_BAND, COLUMN_ACROSS_BANDS;

        static Clash of(int a, int b) {
            boolean row = a / 9 == b / 9;
            boolean column = a % 9 == b % 9;
            boolean box = a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3;
            if (row) {
                return box ? MINIROW : ROW_ACROSS_BOXES;
            }
            if (column) {
                return box ? COLUMN_IN_BAND : COLUMN_ACROSS_BANDS;
            }
            return BOX_ACROSS_LINES;
        }
    }

    @Test
    void loadRejectsEveryKindOfClashAndOnlyThose() {
        // Into clean puzzles, a copy of one given at one of its peers that no other given of that
        // digit sees: the board holds exactly one clash, of a known kind. load gathers the clashes
        // of all digits and bands and tests them once, so each kind needs its own cases.
        Random random = new Random(2580);
        Map<Clash, Integer> planted = new EnumMap<>(Clash.class);
        for (Grid puzzle : puzzles()) {
            if (!puzzle.conflicts().isEmpty()) {
                continue;
            }
            for (int pick = 0; pick < 3; pick++) {
                int given = random.nextInt(81);
                int value = puzzle.get(given);
                for (int at = 0; at < 81 && value != 0; at++) {
                    Clash kind = Clash.of(given, at);
                    if (at == given || puzzle.get(at) != 0 || !peers(given, at) || planted.getOrDefault(kind, 0) >= 300
                            || seenElsewhere(puzzle, at, value, given)) {
                        continue;
                    }
                    Grid clashing = puzzle.with(at, value);
                    assertThat(clashing.conflicts()).isNotEmpty();
                    int[] board = new int[BandBoard.STATE_INTS];
                    assertThat(BandBoard.load(board, 0, clashing, new byte[BandBoard.CELL_BYTES]))
                            .as("load of %s (%s: r%dc%d and r%dc%d hold %d)", clashing, kind, given / 9 + 1,
                                    given % 9 + 1, at / 9 + 1, at % 9 + 1, value)
                            .isFalse();
                    planted.merge(kind, 1, Integer::sum);
                }
            }
        }
        for (Clash kind : Clash.values()) {
            assertThat(planted.getOrDefault(kind, 0)).as("clashes planted of kind %s", kind).isEqualTo(300);
        }
    }

    /** Whether a given of {@code value} other than {@code except} is a peer of {@code cell}. */
    private static boolean seenElsewhere(Grid puzzle, int cell, int value, int except) {
        for (int peer = 0; peer < 81; peer++) {
            if (peer != cell && peer != except && puzzle.get(peer) == value && peers(peer, cell)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void assignPutsTheDigitAloneAndTakesItFromThePeersOnly() {
        Random random = new Random(81);
        int assigned = 0;
        int refused = 0;
        for (Grid puzzle : puzzles()) {
            if (!puzzle.conflicts().isEmpty()) {
                continue;
            }
            int[] board = new int[BandBoard.STATE_INTS];
            BandBoard.load(board, 0, puzzle, new byte[BandBoard.CELL_BYTES]);
            int[] expected = reference(puzzle);
            for (int step = 0; step < 6; step++) {
                int cell = random.nextInt(81);
                int d = random.nextInt(9);
                int[] before = board.clone();
                boolean possible = (expected[cell] >> d & 1) != 0;
                assertThat(BandBoard.assign(board, 0, d, cell)).as("%s assign %d at %d", puzzle, d + 1, cell)
                        .isEqualTo(possible);
                if (!possible) {
                    refused++;
                    assertThat(Arrays.copyOf(board, BandBoard.UNSOLVED + 3))
                            .as("a refused assignment changes nothing").isEqualTo(Arrays.copyOf(before, BandBoard.UNSOLVED + 3));
                    continue;
                }
                assigned++;
                expected[cell] = 1 << d;
                for (int peer = 0; peer < 81; peer++) {
                    if (peer != cell && peers(peer, cell)) {
                        expected[peer] &= ~(1 << d);
                    }
                }
                for (int c = 0; c < 81; c++) {
                    assertThat(BandBoard.digitsAt(board, 0, c)).as("%s after %d at %d: cell %d", puzzle, d + 1, cell, c)
                            .isEqualTo(expected[c]);
                }
                int band = cell / 27;
                assertThat(board[BandBoard.UNSOLVED + band] >> (cell - 27 * band) & 1).as("solved cell").isZero();
                assertThat(board[BandBoard.PENDING] >> (3 * d + band) & 1).as("its word is pending").isOne();
            }
        }
        assertThat(assigned).isGreaterThan(500);
        assertThat(refused).isGreaterThan(500);
    }

    private static List<Grid> puzzles() {
        List<Grid> puzzles = new ArrayList<>(Datasets.grids("forum-hardest-1106.txt"));
        puzzles.addAll(Datasets.grids("no-solution.txt"));
        puzzles.addAll(Datasets.grids("conflicting-givens.txt").stream().filter(g -> g.shape().size() == 9).toList());
        puzzles.addAll(Datasets.grids("norvig-top95.txt"));
        puzzles.addAll(Datasets.grids("sudoku17-49158.txt").subList(0, 200));
        return puzzles;
    }

    /** Per cell, bit d for digit d+1: a given's digit alone; else every digit no peer holds as a given. */
    private static int[] reference(Grid puzzle) {
        int[] candidates = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            int given = puzzle.get(cell);
            if (given != 0) {
                candidates[cell] = 1 << (given - 1);
                continue;
            }
            int free = ALL;
            for (int peer = 0; peer < 81; peer++) {
                if (peer != cell && peers(peer, cell) && puzzle.get(peer) != 0) {
                    free &= ~(1 << (puzzle.get(peer) - 1));
                }
            }
            candidates[cell] = free;
        }
        return candidates;
    }

    private static boolean peers(int a, int b) {
        return a / 9 == b / 9 || a % 9 == b % 9 || (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
    }

    private static int firstEmpty(Grid puzzle) {
        for (int cell = 0; cell < 81; cell++) {
            if (puzzle.get(cell) == 0) {
                return cell;
            }
        }
        return -1;
    }
}
