package dev.sudokucompare.core.dfs;

import static dev.sudokucompare.core.dfs.BandTables.BAND;
import static dev.sudokucompare.core.dfs.BandTables.COLUMN;
import static dev.sudokucompare.core.dfs.BandTables.LIVE_FLAGS;
import static dev.sudokucompare.core.dfs.BandTables.LIVE_MINIROWS;
import static dev.sudokucompare.core.dfs.BandTables.LONE_CELL;
import static dev.sudokucompare.core.dfs.BandTables.MINIROWS_OF_ROW;
import static dev.sudokucompare.core.dfs.BandTables.PEERS_IN_BAND;

/**
 * A 9x9 board as 84 ints inside a larger int array (one slot per search level), so a level is
 * copied with one {@code System.arraycopy} instead of being undone. Layout from {@code base}:
 * <ul>
 *   <li>{@code [3d + b]}: candidates of digit d (0..8) in band b (rows 3b..3b+2), 27 bits,
 *       bit {@code 9 * rowInBand + col}; cell = {@code 27b + bit}, so bands are row-major;</li>
 *   <li>{@code [27 + 3d + b]}: the same word when it was last propagated (skip unchanged ones);</li>
 *   <li>{@code [54 + b]}: the cells of band b not yet solved;</li>
 *   <li>{@code [57 + 3d + b]}: the word when the digit's stacks were last checked.</li>
 * </ul>
 * A solved cell keeps exactly one digit, and that digit is gone from all its peers.
 */
final class BandBoard {

    static final int STATE_INTS = 84;
    private static final int PREVIOUS = 27;
    private static final int UNSOLVED = 54;
    private static final int STACKS_SEEN = 57;

    private BandBoard() {
    }

    /** Level {@code base} becomes the empty board (every digit possible everywhere). */
    static void clear(int[] s, int base) {
        for (int i = 0; i < 27; i++) {
            s[base + i] = BAND;
            s[base + PREVIOUS + i] = 0;
            s[base + STACKS_SEEN + i] = 0;
        }
        s[base + UNSOLVED] = BAND;
        s[base + UNSOLVED + 1] = BAND;
        s[base + UNSOLVED + 2] = BAND;
    }

    /** Puts digit d (0..8) in cell 0..80; false when d is no longer possible there. */
    static boolean assign(int[] s, int base, int d, int cell) {
        int band = cell / 27;
        int k = cell - 27 * band;
        int bit = 1 << k;
        int own = base + 3 * d;
        int word = s[own + band];
        if ((word & bit) == 0) {
            return false;
        }
        for (int i = base + band; i < base + 27; i += 3) {
            s[i] &= ~bit;
        }
        s[own + band] = (word & ~PEERS_IN_BAND[k]) | bit;
        int column = ~COLUMN[k];
        if (band != 0) {
            s[own] &= column;
        }
        if (band != 1) {
            s[own + 1] &= column;
        }
        if (band != 2) {
            s[own + 2] &= column;
        }
        s[base + UNSOLVED + band] &= ~bit;
        return true;
    }

    /**
     * Singles and locked candidates to a fixpoint, cheapest rule first; false on a
     * contradiction (a digit with no place left in a row, box or column, or a cell with no digit).
     */
    static boolean propagate(int[] s, int base) {
        while (true) {
            if (!settleBands(s, base)) {
                return false;
            }
            int singles = nakedSingles(s, base);
            if (singles < 0) {
                return false;
            }
            if (singles > 0) {
                continue;
            }
            if ((s[base + UNSOLVED] | s[base + UNSOLVED + 1] | s[base + UNSOLVED + 2]) == 0) {
                return true;
            }
            int stacks = settleAllStacks(s, base);
            if (stacks <= 0) {
                return stacks == 0;
            }
        }
    }

    /**
     * Applies the band rule to every digit-band word that changed since it was last seen, until
     * none does: keep only minirows that fit a once-per-row-and-box placement, and solve rows
     * where the digit has one cell left.
     */
    private static boolean settleBands(int[] s, int base) {
        boolean changed;
        do {
            changed = false;
            for (int i = base; i < base + 27; i += 3) {
                for (int band = 0; band < 3; band++) {
                    if (s[i + band] != s[i + PREVIOUS + band]) {
                        changed = true;
                        if (!settleBand(s, base, i, band)) {
                            return false;
                        }
                    }
                }
            }
        } while (changed);
        return true;
    }

    /**
     * Applies the stack rule to every digit changed since its stacks were last seen: 1 when it
     * removed a candidate, 0 when not, -1 on a contradiction.
     */
    private static int settleAllStacks(int[] s, int base) {
        int result = 0;
        for (int i = base; i < base + 27; i += 3) {
            int w0 = s[i];
            int w1 = s[i + 1];
            int w2 = s[i + 2];
            if (w0 == s[i + STACKS_SEEN] && w1 == s[i + STACKS_SEEN + 1] && w2 == s[i + STACKS_SEEN + 2]) {
                continue;
            }
            if (!settleStacks(s, i)) {
                return -1;
            }
            if (s[i] != w0 || s[i + 1] != w1 || s[i + 2] != w2) {
                result = 1;
            }
            s[i + STACKS_SEEN] = s[i];
            s[i + STACKS_SEEN + 1] = s[i + 1];
            s[i + STACKS_SEEN + 2] = s[i + 2];
        }
        return result;
    }

    /** The column counterpart of the band rule, for the digit whose words start at {@code i}. */
    private static boolean settleStacks(int[] s, int i) {
        int w0 = s[i];
        int w1 = s[i + 1];
        int w2 = s[i + 2];
        int cols0 = (w0 | w0 >>> 9 | w0 >>> 18) & 0x1FF;
        int cols1 = (w1 | w1 >>> 9 | w1 >>> 18) & 0x1FF;
        int cols2 = (w2 | w2 >>> 9 | w2 >>> 18) & 0x1FF;
        int keep0 = 0;
        int keep1 = 0;
        int keep2 = 0;
        for (int shift = 0; shift < 9; shift += 3) {
            int live = LIVE_FLAGS[(cols0 >>> shift & 7) | (cols1 >>> shift & 7) << 3 | (cols2 >>> shift & 7) << 6];
            if (live == 0) {
                return false;
            }
            keep0 |= (live & 7) << shift;
            keep1 |= (live >>> 3 & 7) << shift;
            keep2 |= (live >>> 6) << shift;
        }
        s[i] = w0 & keep0 * 0x40201;
        s[i + 1] = w1 & keep1 * 0x40201;
        s[i + 2] = w2 & keep2 * 0x40201;
        return true;
    }

    /** The band rule for band {@code band} of the digit whose words start at {@code i}. */
    private static boolean settleBand(int[] s, int base, int i, int band) {
        int word = s[i + band];
        if (word == s[i + PREVIOUS + band]) {
            return true;
        }
        int flags = MINIROWS_OF_ROW[word & 0x1FF]
                | MINIROWS_OF_ROW[(word >>> 9) & 0x1FF] << 3
                | MINIROWS_OF_ROW[word >>> 18] << 6;
        word &= LIVE_MINIROWS[flags];
        if (word == 0) {
            return false;
        }
        s[i + band] = word;
        s[i + PREVIOUS + band] = word;
        int lone = LONE_CELL[word & 0x1FF]
                | LONE_CELL[(word >>> 9) & 0x1FF] << 9
                | LONE_CELL[word >>> 18] << 18;
        int fresh = lone & s[base + UNSOLVED + band];
        if (fresh != 0) {
            solveCells(s, base, i - base, band, fresh);
        }
        return true;
    }

    /** Cells {@code fresh} of {@code band} now hold the digit at {@code base + digitBase}. */
    private static void solveCells(int[] s, int base, int digitBase, int band, int fresh) {
        s[base + UNSOLVED + band] &= ~fresh;
        int cols = (fresh | fresh >>> 9 | fresh >>> 18) & 0x1FF;
        int notColumns = ~(cols | cols << 9 | cols << 18);
        for (int b = 0; b < 3; b++) {
            if (b != band) {
                s[base + digitBase + b] &= notColumns;
            }
        }
        int own = base + digitBase + band;
        int keep = s[own];
        for (int i = base + band; i < base + 27; i += 3) {
            s[i] &= ~fresh;
        }
        s[own] = keep;
    }

    /** Solves every cell with one digit left: the count solved, or -1 if a cell has none. */
    private static int nakedSingles(int[] s, int base) {
        int solved = 0;
        for (int band = 0; band < 3; band++) {
            int unsolved = s[base + UNSOLVED + band];
            if (unsolved == 0) {
                continue;
            }
            int once = 0;
            int twice = 0;
            for (int i = base + band; i < base + 27; i += 3) {
                int word = s[i];
                twice |= once & word;
                once |= word;
            }
            if ((unsolved & ~once) != 0) {
                return -1;
            }
            int singles = unsolved & ~twice;
            while (singles != 0) {
                int bit = singles & -singles;
                singles ^= bit;
                int d = 0;
                while (d < 9 && (s[base + 3 * d + band] & bit) == 0) {
                    d++;
                }
                if (d == 9 || !assign(s, base, d, 27 * band + Integer.numberOfTrailingZeros(bit))) {
                    return -1;
                }
                solved++;
            }
        }
        return solved;
    }

    /** The first unsolved cell row-major, or -1 when the board is full. */
    static int firstUnsolved(int[] s, int base) {
        for (int band = 0; band < 3; band++) {
            int unsolved = s[base + UNSOLVED + band];
            if (unsolved != 0) {
                return 27 * band + Integer.numberOfTrailingZeros(unsolved);
            }
        }
        return -1;
    }

    /**
     * An unsolved cell with fewest digits left (after propagation every one has at least two).
     * Among cells with two, the first one in the band with the most unsolved plus two-digit cells:
     * a guess there tends to settle the most (measured: ~20% fewer nodes than the first such cell
     * row-major on the forum-hardest set). Else the first with three, else the first with the
     * fewest. -1 if the board is full.
     */
    static int fewestDigitsCell(int[] s, int base) {
        int bestPair = -1;
        int bestPairScore = 0;
        int firstThree = -1;
        int anyCell = -1;
        for (int band = 0; band < 3; band++) {
            int unsolved = s[base + UNSOLVED + band];
            if (unsolved == 0) {
                continue;
            }
            int one = 0;
            int two = 0;
            int three = 0;
            int four = 0;
            for (int i = base + band; i < base + 27; i += 3) {
                int word = s[i];
                four |= three & word;
                three |= two & word;
                two |= one & word;
                one |= word;
            }
            int exactlyTwo = unsolved & two & ~three;
            if (exactlyTwo != 0) {
                int score = Integer.bitCount(exactlyTwo) + Integer.bitCount(unsolved);
                if (score > bestPairScore) {
                    bestPairScore = score;
                    bestPair = 27 * band + Integer.numberOfTrailingZeros(exactlyTwo);
                }
            }
            int exactlyThree = unsolved & three & ~four;
            if (firstThree < 0 && exactlyThree != 0) {
                firstThree = 27 * band + Integer.numberOfTrailingZeros(exactlyThree);
            }
            if (anyCell < 0) {
                anyCell = 27 * band + Integer.numberOfTrailingZeros(unsolved);
            }
        }
        if (bestPair >= 0) {
            return bestPair;
        }
        if (firstThree >= 0 || anyCell < 0) {
            return firstThree;
        }
        return fewestByCounting(s, base);
    }

    private static int fewestByCounting(int[] s, int base) {
        int best = -1;
        int bestCount = 10;
        for (int cell = 0; cell < 81; cell++) {
            int band = cell / 27;
            int bit = 1 << (cell - 27 * band);
            if ((s[base + UNSOLVED + band] & bit) == 0) {
                continue;
            }
            int count = Integer.bitCount(digitsAt(s, base, cell));
            if (count < bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        return best;
    }

    /** The digits still possible in {@code cell}, bit d for digit d (0..8). */
    static int digitsAt(int[] s, int base, int cell) {
        int band = cell / 27;
        int bit = 1 << (cell - 27 * band);
        int digits = 0;
        for (int d = 0; d < 9; d++) {
            if ((s[base + 3 * d + band] & bit) != 0) {
                digits |= 1 << d;
            }
        }
        return digits;
    }

    /** Writes the solved board's values 1..9 row-major into {@code values}. */
    static void extract(int[] s, int base, int[] values) {
        for (int i = 0; i < 27; i++) {
            int word = s[base + i];
            int cellBase = 27 * (i % 3);
            int value = i / 3 + 1;
            while (word != 0) {
                values[cellBase + Integer.numberOfTrailingZeros(word)] = value;
                word &= word - 1;
            }
        }
    }
}
