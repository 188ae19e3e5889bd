package dev.sudokucompare.core.dfs.fast;

import static dev.sudokucompare.core.dfs.fast.BandBoard.PREVIOUS;
import static dev.sudokucompare.core.dfs.fast.BandBoard.STACKS_SEEN;
import static dev.sudokucompare.core.dfs.fast.BandBoard.UNSOLVED;
import static dev.sudokucompare.core.dfs.fast.BandTables.LIVE_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandTables.LIVE_MINIROWS;
import static dev.sudokucompare.core.dfs.fast.BandTables.LONE_CELL;
import static dev.sudokucompare.core.dfs.fast.BandTables.MINIROWS_OF_ROW;

/**
 * Propagation on a {@link BandBoard} level, one digit's band or stack at a time, each rule a few
 * table lookups on 27-bit words:
 * <ul>
 *   <li>band rule: in a band a digit takes one minirow per row and per box, so only minirows of
 *       some such placement stay (locked candidates along rows, row and box hidden singles), and a
 *       row left with one cell solves that cell;</li>
 *   <li>naked singles: a cell left with one digit;</li>
 *   <li>stack rule: the same as the band rule for three columns across the three bands (locked
 *       candidates along columns, column hidden singles). Dearer, so it runs only when the
 *       others stall.</li>
 * </ul>
 */
final class BandPropagation {

    private BandPropagation() {
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
        while (true) {
            // Branch-free scan: which words differ from their last-seen copy.
            int changed = 0;
            for (int k = 0; k < 27; k++) {
                int diff = s[base + k] ^ s[base + PREVIOUS + k];
                changed |= ((diff | -diff) >>> 31) << k;
            }
            if (changed == 0) {
                return true;
            }
            int solvedAny = 0;
            for (; changed != 0; changed &= changed - 1) {
                int k = Integer.numberOfTrailingZeros(changed);
                int digitBase = k / 3 * 3;
                int outcome = settleBand(s, base, base + digitBase, k - digitBase);
                if (outcome < 0) {
                    return false;
                }
                solvedAny |= outcome;
            }
            // Only solving cells touches other words; without it every word is as last seen.
            if (solvedAny == 0) {
                return true;
            }
        }
    }

    /**
     * Applies the stack rule to every digit changed since its stacks were last seen: 1 when it
     * removed a candidate, 0 when not, -1 on a contradiction.
     */
    private static int settleAllStacks(int[] s, int base) {
        int changedDigits = 0;
        for (int i = 0; i < 27; i += 3) {
            int diff = (s[base + i] ^ s[base + STACKS_SEEN + i]) | (s[base + i + 1] ^ s[base + STACKS_SEEN + i + 1])
                    | (s[base + i + 2] ^ s[base + STACKS_SEEN + i + 2]);
            changedDigits |= ((diff | -diff) >>> 31) << i;
        }
        int result = 0;
        for (; changedDigits != 0; changedDigits &= changedDigits - 1) {
            int i = base + Integer.numberOfTrailingZeros(changedDigits);
            int w0 = s[i];
            int w1 = s[i + 1];
            int w2 = s[i + 2];
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

    /**
     * The band rule for band {@code band} of the digit whose words start at {@code i} (a word
     * that changed since last seen): -1 when the band is dead, 1 when it solved cells, else 0.
     */
    private static int settleBand(int[] s, int base, int i, int band) {
        int word = s[i + band];
        int flags = MINIROWS_OF_ROW[word & 0x1FF]
                | MINIROWS_OF_ROW[(word >>> 9) & 0x1FF] << 3
                | MINIROWS_OF_ROW[word >>> 18] << 6;
        word &= LIVE_MINIROWS[flags];
        if (word == 0) {
            return -1;
        }
        s[i + band] = word;
        s[i + PREVIOUS + band] = word;
        int lone = LONE_CELL[word & 0x1FF]
                | LONE_CELL[(word >>> 9) & 0x1FF] << 9
                | LONE_CELL[word >>> 18] << 18;
        int fresh = lone & s[base + UNSOLVED + band];
        if (fresh == 0) {
            return 0;
        }
        solveCells(s, base, i - base, band, fresh);
        return 1;
    }

    /** Cells {@code fresh} of {@code band} now hold the digit at {@code base + digitBase}. */
    private static void solveCells(int[] s, int base, int digitBase, int band, int fresh) {
        s[base + UNSOLVED + band] &= ~fresh;
        int cols = (fresh | fresh >>> 9 | fresh >>> 18) & 0x1FF;
        int notColumns = ~(cols | cols << 9 | cols << 18);
        int own = base + digitBase + band;
        int keep = s[own];
        // Clear the columns in all three bands and the cells from all nine digits, then put
        // back the digit's own word (the band rule already emptied its rows and boxes).
        s[base + digitBase] &= notColumns;
        s[base + digitBase + 1] &= notColumns;
        s[base + digitBase + 2] &= notColumns;
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
                if (d == 9 || !BandBoard.assign(s, base, d, 27 * band + Integer.numberOfTrailingZeros(bit))) {
                    return -1;
                }
                solved++;
            }
        }
        return solved;
    }
}
