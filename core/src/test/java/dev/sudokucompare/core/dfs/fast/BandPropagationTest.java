package dev.sudokucompare.core.dfs.fast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The band board's propagation against a plain reference written from the textbook rules
 * (singles, hidden singles, locked candidates both ways): on puzzles and on the states a search
 * passes through (random decisions on top), the board removes at least what the reference
 * removes, so it is never weaker, and never a candidate of the puzzle's solution while the
 * decisions agree with it, so it is sound. (It may remove more: the minirow counting rule goes
 * past the textbook fixpoint.) The band and stack rules are table lookups on 27-bit words; the
 * reference is loops over cells.
 */
class BandPropagationTest {

    private static final int ALL = 0x1FF;

    @Test
    void sameFixpointAsTheTextbookRulesOnPuzzlesAndSearchStates() {
        List<Grid> puzzles = new ArrayList<>(Datasets.grids("forum-hardest-1106.txt"));
        puzzles.addAll(Datasets.grids("no-solution.txt"));
        Random random = new Random(1106);
        int[] counts = new int[2];
        for (Grid puzzle : puzzles) {
            for (int walk = 0; walk < 4; walk++) {
                walk(puzzle, random, counts);
            }
        }
        assertThat(counts[0]).as("states compared").isGreaterThan(5_000);
        assertThat(counts[1]).as("states that were dead ends").isGreaterThan(1_000);
    }

    /** One random path down from the puzzle, comparing at every state; counts[0] states, counts[1] dead ends. */
    private static void walk(Grid puzzle, Random random, int[] counts) {
        int[] board = new int[BandBoard.STATE_INTS];
        assertThat(BandBoard.load(board, 0, Grid.empty(Shape.CLASSIC), new byte[BandBoard.CELL_BYTES])).isTrue();
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
        // The solution by another solver (the ladder's dfs-mrv), to check no step loses it.
        SolveResult solved = DfsSolvers.fromSpec("dfs-mrv").orElseThrow().solve(puzzle, HangGuard.first());
        Grid solution = solved.status() == Status.SOLVED ? solved.solution() : null;
        boolean onSolution = solution != null;
        // Propagate, then decide a random candidate of a random open cell, until solved or dead.
        while (true) {
            boolean bandAlive = BandPropagation.propagate(board, 0);
            boolean referenceAlive = referencePlaced && Reference.propagate(reference);
            String where = puzzle + " at state " + counts[0];
            if (!referenceAlive && bandAlive) {
                assertThat(bandAlive).as("a dead end the reference sees, on %s", where).isFalse();
            }
            counts[0]++;
            if (!bandAlive) {
                counts[1]++;
                break;
            }
            List<Integer> open = new ArrayList<>();
            int[] candidates = new int[81];
            for (int cell = 0; cell < 81; cell++) {
                candidates[cell] = BandBoard.digitsAt(board, 0, cell);
                if (Integer.bitCount(candidates[cell]) > 1) {
                    open.add(cell);
                }
            }
            for (int c = 0; c < 81; c++) {
                if ((candidates[c] & ~reference[c]) != 0) {
                    assertThat(candidates[c] & ~reference[c]).as("cell %d keeps candidates the reference removed, on %s",
                            c, where).isZero();
                }
                if (onSolution && (candidates[c] & (1 << (solution.get(c) - 1))) == 0) {
                    throw new AssertionError("cell " + c + " lost its solution digit " + solution.get(c) + " on " + where);
                }
            }
            if (open.isEmpty()) {
                assertThat(BandBoard.firstUnsolved(board, 0)).isEqualTo(-1);
                break;
            }
            if (BandBoard.firstUnsolved(board, 0) != open.get(0)) {
                assertThat(BandBoard.firstUnsolved(board, 0)).as("first open cell on %s", where).isEqualTo(open.get(0));
            }
            int cell = open.get(random.nextInt(open.size()));
            int[] digits = bits(candidates[cell]);
            int digit = digits[random.nextInt(digits.length)];
            onSolution &= solution != null && digit + 1 == solution.get(cell);
            if (!BandBoard.assign(board, 0, digit, cell)) {
                throw new AssertionError("candidate " + (digit + 1) + " cannot be placed in cell " + cell + " on " + where);
            }
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
        /** For each box and line that cross, both ways round: the shared cells, the rest of the first, the rest of the second. */
        private static final List<int[][]> CROSSINGS = new ArrayList<>();

        static {
            for (int u = 0; u < 27; u++) {
                UNITS[u] = SHAPE.unitCells(u);
            }
            for (int box = 18; box < 27; box++) {
                for (int line = 0; line < 18; line++) {
                    int[] shared = only(UNITS[box], UNITS[line], true);
                    if (shared.length > 0) {
                        CROSSINGS.add(new int[][] {shared, only(UNITS[box], UNITS[line], false), only(UNITS[line], UNITS[box], false)});
                        CROSSINGS.add(new int[][] {shared, only(UNITS[line], UNITS[box], false), only(UNITS[box], UNITS[line], false)});
                    }
                }
            }
        }

        /** The cells of {@code a} that are ({@code inB}) or are not in {@code b}. */
        private static int[] only(int[] a, int[] b, boolean inB) {
            return Arrays.stream(a).filter(cell -> Arrays.stream(b).anyMatch(x -> x == cell) == inB).toArray();
        }

        /** Puts digit d in cell and removes it from the peers; false when that empties a cell or d is gone. */
        static boolean place(int[] c, int cell, int d) {
            if ((c[cell] & 1 << d) == 0) {
                return false;
            }
            c[cell] = 1 << d;
            for (int unit : SHAPE.unitsOf(cell)) {
                for (int peer : UNITS[unit]) {
                    if (peer != cell && (c[peer] & 1 << d) != 0 && !remove(c, peer, 1 << d)) {
                        return false;
                    }
                }
            }
            return true;
        }

        /** Removes the digits {@code bits} from cell (a naked single then places its last digit); false on a dead end. */
        private static boolean remove(int[] c, int cell, int bits) {
            c[cell] &= ~bits;
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
                    int once = 0;
                    int twice = 0;
                    for (int cell : cells) {
                        twice |= once & c[cell];
                        once |= c[cell];
                    }
                    if (once != ALL) {
                        return false; // a digit with no place left in this unit
                    }
                    for (int hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
                        int d = Integer.numberOfTrailingZeros(hidden);
                        for (int cell : cells) {
                            if ((c[cell] & 1 << d) != 0 && Integer.bitCount(c[cell]) > 1) {
                                if (!place(c, cell, d)) {
                                    return false;
                                }
                                changed = true;
                            }
                        }
                    }
                }
                for (int[][] crossing : CROSSINGS) {
                    // Digits of the first unit found only where it crosses the second leave the rest of the second.
                    int shared = 0;
                    int elsewhere = 0;
                    for (int cell : crossing[0]) {
                        shared |= c[cell];
                    }
                    for (int cell : crossing[1]) {
                        elsewhere |= c[cell];
                    }
                    int confined = shared & ~elsewhere;
                    for (int cell : crossing[2]) {
                        if ((c[cell] & confined) != 0) {
                            if (!remove(c, cell, confined)) {
                                return false;
                            }
                            changed = true;
                        }
                    }
                }
            }
            return true;
        }
    }
}
