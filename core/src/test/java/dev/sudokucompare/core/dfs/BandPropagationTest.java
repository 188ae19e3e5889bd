package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The band board's propagation against a plain reference written from the textbook rules: on
 * puzzles and on the states a search passes through (random decisions on top), both reach the
 * same verdict and, when there is no contradiction, the same candidates in every cell. The band
 * and stack rules are table lookups on 27-bit words; the reference is loops over cells.
 */
class BandPropagationTest {

    private static final int ALL = 0x1FF;

    @Test
    void sameFixpointAsTheTextbookRulesOnPuzzlesAndSearchStates() {
        List<Grid> puzzles = new ArrayList<>(Datasets.grids("forum-hardest-1106.txt", 100));
        puzzles.addAll(Datasets.grids("norvig-top95.txt"));
        puzzles.addAll(Datasets.grids("no-solution.txt"));
        Random random = new Random(1106);
        int[] counts = new int[2];
        for (Grid puzzle : puzzles) {
            walk(puzzle, random, counts);
            walk(puzzle, random, counts);
        }
        assertThat(counts[0]).as("states compared").isGreaterThan(1000);
        assertThat(counts[1]).as("states that were dead ends").isGreaterThan(100);
    }

    /** A level is cleared in place, whatever it held before, and nothing outside it changes. */
    @Test
    void clearMakesAnEmptyBoardWhateverTheLevelHeld() {
        int base = 96;
        int[] levels = new int[3 * base];
        Arrays.fill(levels, -1);
        BandBoard.clear(levels, base);
        for (int i = 0; i < BandBoard.STATE_INTS; i++) {
            int expected = i < 27 || (i >= BandBoard.UNSOLVED && i < BandBoard.STACKS_SEEN) ? BandTables.BAND : 0;
            assertThat(levels[base + i]).as("int %d of the level", i).isEqualTo(expected);
        }
        assertThat(levels[base - 1]).isEqualTo(-1);
        assertThat(levels[base + BandBoard.STATE_INTS]).isEqualTo(-1);
        assertThat(BandBoard.firstUnsolved(levels, base)).isZero();
        assertThat(BandBoard.digitsAt(levels, base, 80)).isEqualTo(ALL);
    }

    /** One random path down from the puzzle, comparing at every state; counts[0] states, counts[1] dead ends. */
    private static void walk(Grid puzzle, Random random, int[] counts) {
        int[] board = new int[BandBoard.STATE_INTS];
        BandBoard.clear(board, 0);
        int[] reference = new int[81];
        Arrays.fill(reference, ALL);
        // The reference propagates naked singles as it places, so it may see a dead end first.
        boolean referencePlaced = true;
        for (int cell = 0; cell < 81; cell++) {
            int value = puzzle.get(cell);
            if (value != 0) {
                assertThat(BandBoard.assign(board, 0, value - 1, cell)).as("givens of %s do not clash", puzzle).isTrue();
                referencePlaced &= Reference.place(reference, cell, value - 1);
            }
        }
        // Propagate, then decide a random candidate of a random open cell, until solved or dead.
        while (true) {
            boolean bandAlive = BandPropagation.propagate(board, 0);
            boolean referenceAlive = referencePlaced && Reference.propagate(reference);
            String where = puzzle + " at state " + counts[0];
            assertThat(bandAlive).as("verdict on %s", where).isEqualTo(referenceAlive);
            counts[0]++;
            if (!bandAlive) {
                counts[1]++;
                break;
            }
            List<Integer> open = new ArrayList<>();
            for (int cell = 0; cell < 81; cell++) {
                assertThat(BandBoard.digitsAt(board, 0, cell)).as("candidates of cell %d on %s", cell, where)
                        .isEqualTo(reference[cell]);
                if (Integer.bitCount(reference[cell]) > 1) {
                    open.add(cell);
                }
            }
            if (open.isEmpty()) {
                assertThat(BandBoard.firstUnsolved(board, 0)).isEqualTo(-1);
                break;
            }
            assertThat(BandBoard.firstUnsolved(board, 0)).isEqualTo(open.get(0));
            int cell = open.get(random.nextInt(open.size()));
            int[] digits = bits(reference[cell]);
            int digit = digits[random.nextInt(digits.length)];
            assertThat(BandBoard.assign(board, 0, digit, cell)).as("a candidate can be placed").isTrue();
            referencePlaced = Reference.place(reference, cell, digit);
        }
    }

    private static int[] bits(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        for (int i = 0; mask != 0; i++, mask &= mask - 1) {
            out[i] = Integer.numberOfTrailingZeros(mask);
        }
        return out;
    }

    /**
     * Candidates per cell (bit d for digit d), and the rules as a solver would state them: naked
     * singles, hidden singles in rows, columns and boxes, and locked candidates both ways (a box's
     * digit confined to one row or column leaves the rest of that line; a line's digit confined to
     * one box leaves the rest of that box), to a fixpoint. A cell with one candidate is solved.
     */
    private static final class Reference {

        private static final Shape SHAPE = Shape.CLASSIC;
        private static final int[][] UNITS = new int[27][];
        /** Pairs of a box and a line (row or column) that cross, both ways round. */
        private static final List<int[]> CROSSINGS = new ArrayList<>();
        private static final boolean[][] IN_UNIT = new boolean[27][81];

        static {
            for (int u = 0; u < 27; u++) {
                UNITS[u] = SHAPE.unitCells(u);
                for (int cell : UNITS[u]) {
                    IN_UNIT[u][cell] = true;
                }
            }
            for (int box = 18; box < 27; box++) {
                for (int line = 0; line < 18; line++) {
                    boolean[] inLine = IN_UNIT[line];
                    if (Arrays.stream(UNITS[box]).anyMatch(cell -> inLine[cell])) {
                        CROSSINGS.add(new int[] {box, line});
                        CROSSINGS.add(new int[] {line, box});
                    }
                }
            }
        }

        /** Puts digit d in cell and removes it from the peers; false when that empties a cell or d is gone. */
        static boolean place(int[] c, int cell, int d) {
            if ((c[cell] & 1 << d) == 0) {
                return false;
            }
            c[cell] = 1 << d;
            for (int unit : SHAPE.unitsOf(cell)) {
                for (int peer : UNITS[unit]) {
                    if (peer != cell && (c[peer] & 1 << d) != 0 && !remove(c, peer, d)) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Removes digit d from cell (a naked single then places its last digit); false on a dead end. */
        private static boolean remove(int[] c, int cell, int d) {
            c[cell] &= ~(1 << d);
            if (c[cell] == 0) {
                return false;
            }
            return Integer.bitCount(c[cell]) > 1 || place(c, cell, Integer.numberOfTrailingZeros(c[cell]));
        }

        static boolean propagate(int[] c) {
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int[] cells : UNITS) {
                    for (int d = 0; d < 9; d++) {
                        int count = 0;
                        int last = -1;
                        for (int cell : cells) {
                            if ((c[cell] & 1 << d) != 0) {
                                count++;
                                last = cell;
                            }
                        }
                        if (count == 0) {
                            return false;
                        }
                        if (count == 1 && Integer.bitCount(c[last]) > 1) {
                            if (!place(c, last, d)) {
                                return false;
                            }
                            changed = true;
                        }
                    }
                }
                for (int[] pair : CROSSINGS) {
                    int[] from = UNITS[pair[0]];
                    int into = pair[1];
                    for (int d = 0; d < 9; d++) {
                        // All of d's cells in one unit lie where it crosses the other: d leaves the rest of the other.
                        boolean confined = true;
                        for (int cell : from) {
                            confined &= (c[cell] & 1 << d) == 0 || IN_UNIT[into][cell];
                        }
                        if (!confined) {
                            continue;
                        }
                        for (int cell : UNITS[into]) {
                            if (!IN_UNIT[pair[0]][cell] && (c[cell] & 1 << d) != 0) {
                                if (!remove(c, cell, d)) {
                                    return false;
                                }
                                changed = true;
                            }
                        }
                    }
                }
            }
            return true;
        }
    }
}
