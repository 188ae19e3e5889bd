package dev.sudokucompare.core.dfs.fast;

import static dev.sudokucompare.core.dfs.fast.BandBoard.BAND_WORDS;
import static dev.sudokucompare.core.dfs.fast.BandBoard.COLUMN_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandBoard.PENDING;
import static dev.sudokucompare.core.dfs.fast.BandBoard.ROW_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandBoard.UNSOLVED;
import static dev.sudokucompare.core.dfs.fast.BandTables.LIVE_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandTables.COLUMN;
import static dev.sudokucompare.core.dfs.fast.BandTables.MINIROW_CELLS;
import static dev.sudokucompare.core.dfs.fast.BandTables.PEERS_IN_BAND;
import static dev.sudokucompare.core.dfs.fast.BandTables.ROW_INFO;

/**
 * Propagation on a {@link BandBoard} level, one digit's band or stack at a time, each rule a few
 * table lookups on 27-bit words:
 * <ul>
 *   <li>band rule: in a band a digit takes one minirow per row and per box, so only minirows of
 *       some such placement stay (locked candidates along rows, row and box hidden singles), and a
 *       row left with one cell solves that cell;</li>
 *   <li>naked singles: a cell left with one digit;</li>
 *   <li>stack rule: the same as the band rule for three columns across the three bands (locked
 *       candidates along columns, column hidden singles);</li>
 *   <li>the counting rule on minirows and minicolumns ({@link BandTriads}).</li>
 * </ul>
 * The dearer rules run only when the cheaper ones stall. Each rule returns the words it changed
 * (bit {@code 3d + b}), or -1 on a contradiction, and only changed words are looked at again.
 */
final class BandPropagation {

    private BandPropagation() {
    }

    /**
     * All rules to a fixpoint, starting from the level's pending words; false on a contradiction
     * (a digit with no place left in a row, box or column, or a cell with no digit).
     */
    static boolean propagate(int[] s, int base) {
        int pending = s[base + PENDING];
        s[base + PENDING] = 0;
        // Words settled since the stacks were checked; their digits' stacks are due.
        int settled = 0;
        while (true) {
            int touched = 0;
            while (pending != 0) {
                // A round over the words pending now: which word comes next does not wait for the
                // last one's table lookups, so the core overlaps them. A word changed before its
                // turn in this round is settled then; one changed after it, in the next round.
                int round = pending;
                pending = 0;
                touched |= round;
                while (round != 0) {
                    int k = Integer.numberOfTrailingZeros(round);
                    round &= round - 1;
                    int changed = settleBand(s, base, k);
                    if (changed < 0) {
                        return false;
                    }
                    pending |= changed & ~round;
                }
            }
            settled |= touched;
            int bands = nonZero(touched & BAND_WORDS) | nonZero(touched & BAND_WORDS << 1) << 1
                    | nonZero(touched & BAND_WORDS << 2) << 2;
            pending = nakedSingles(s, base, bands);
            if (pending != 0) {
                if (pending < 0) {
                    return false;
                }
                continue;
            }
            if ((s[base + UNSOLVED] | s[base + UNSOLVED + 1] | s[base + UNSOLVED + 2]) == 0) {
                return true;
            }
            pending = settleStacks(s, base, settled);
            settled = 0;
            if (pending == 0) {
                pending = BandTriads.apply(s, base);
                if (pending == 0) {
                    return true;
                }
            }
            if (pending < 0) {
                return false;
            }
        }
    }

    private static int nonZero(int x) {
        return (x | -x) >>> 31;
    }

    /**
     * The band rule on word {@code k} (digit k / 3, band k % 3): keep only minirows that fit a
     * once-per-row-and-box placement, and solve rows where the digit has one cell left. The
     * words it changed besides its own, or -1 when the band is dead.
     */
    private static int settleBand(int[] s, int base, int k) {
        int word = s[base + k];
        long rows = ROWS0[word & 0x1FF] | ROWS1[(word >>> 9) & 0x1FF] | ROWS2[(word >>> 18) & 0x1FF];
        int flags = (int) rows;
        int live = LIVE_FLAGS[flags];
        if (live == 0) {
            return -1;
        }
        if (live != flags) {
            word &= MINIROW_CELLS[live];
            s[base + k] = word;
            rows = ROWS0[word & 0x1FF] | ROWS1[(word >>> 9) & 0x1FF] | ROWS2[(word >>> 18) & 0x1FF];
        }
        s[base + ROW_FLAGS + k] = live;
        int band = BAND_OF_WORD[k & 31];
        int fresh = (int) (rows >>> 32) & s[base + UNSOLVED + band];
        if (fresh == 0) {
            return 0;
        }
        return solveCells(s, base, k, band, fresh);
    }

    /** {@link BandTables#ROW_INFO} of each row of a band. */
    private static final long[] ROWS0 = ROW_INFO[0];
    private static final long[] ROWS1 = ROW_INFO[1];
    private static final long[] ROWS2 = ROW_INFO[2];

    /**
     * Cells {@code fresh} of {@code band} now hold the digit of word {@code k}: the column goes
     * from the digit's other bands and the cells from the other digits. The words it changed.
     */
    private static int solveCells(int[] s, int base, int k, int band, int fresh) {
        s[base + UNSOLVED + band] &= ~fresh;
        int cols = (fresh | fresh >>> 9 | fresh >>> 18) & 0x1FF;
        int columns = cols * 0x40201;
        int own = s[base + k];
        // Clear the columns in all three bands and the cells from all nine digits, then put
        // back the digit's own word (the band rule already emptied its rows and boxes). Each
        // word's bit in the result sits at its place, 3d + b.
        int first = base + k - band;
        int bands = gone(s, first, columns) | gone(s, first + 1, columns) << 1 | gone(s, first + 2, columns) << 2;
        int i = base + band;
        int digits = gone(s, i, fresh) | gone(s, i + 3, fresh) << 3 | gone(s, i + 6, fresh) << 6
                | gone(s, i + 9, fresh) << 9 | gone(s, i + 12, fresh) << 12 | gone(s, i + 15, fresh) << 15
                | gone(s, i + 18, fresh) << 18 | gone(s, i + 21, fresh) << 21 | gone(s, i + 24, fresh) << 24;
        s[base + k] = own;
        return (digits << band | bands << (k - band)) & ~(1 << k);
    }

    /**
     * Clears {@code mask} from word {@code i} (27 bits): 1 if that changed it, else 0 (what went
     * is below 2^27, so adding 2^27 - 1 carries into bit 27 exactly when something went).
     */
    private static int gone(int[] s, int i, int mask) {
        int word = s[i];
        int gone = word & mask;
        s[i] = word ^ gone;
        return (gone + 0x7FFFFFF) >>> 27;
    }

    /** Word k's band, k % 3. */
    private static final int[] BAND_OF_WORD = new int[32];

    static {
        for (int k = 0; k < 32; k++) {
            BAND_OF_WORD[k] = k % 3;
        }
    }

    /**
     * Solves every cell with one digit left in the given bands (bit b for band b): the words
     * changed, or -1 if a cell has no digit.
     */
    private static int nakedSingles(int[] s, int base, int bands) {
        int changed = 0;
        for (; bands != 0; bands &= bands - 1) {
            int band = Integer.numberOfTrailingZeros(bands);
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
                int k = band;
                while (k < 27 && (s[base + k] & bit) == 0) {
                    k += 3;
                }
                if (k == 27) {
                    return -1; // an earlier single of this pass took the cell's last digit
                }
                changed |= placeSingle(s, base, k, band, bit);
            }
        }
        return changed;
    }

    /**
     * Cell {@code bit} of {@code band}, where no other digit is left, takes the digit of word
     * {@code k}: it leaves the cell's other peers in the band and its column in the other bands.
     * The words changed.
     */
    private static int placeSingle(int[] s, int base, int k, int band, int bit) {
        s[base + UNSOLVED + band] &= ~bit;
        int position = Integer.numberOfTrailingZeros(bit);
        int word = s[base + k];
        int changed = nonZero(word & PEERS_IN_BAND[position]) << k;
        s[base + k] = (word & ~PEERS_IN_BAND[position]) | bit;
        int column = COLUMN[position];
        int first = base + k - band;
        for (int b = 0; b < 3; b++) {
            if (b != band) {
                changed |= gone(s, first + b, column) << (k - band + b);
            }
        }
        return changed;
    }

    /** For a band's nine columns (bit 3t + c): the same bits at 9t + c, the stacks' layout of band 0. */
    private static final int[] STACKED = new int[512];

    /** Band 0's columns in the stacks' layout (bit 9t + c) back as columns (bit 3t + c). */
    private static int unstacked(int stacked) {
        return (stacked & 7) | (stacked >>> 6 & 0x38) | (stacked >>> 12 & 0x1C0);
    }

    static {
        for (int columns = 0; columns < 512; columns++) {
            int stacked = 0;
            for (int col = 0; col < 9; col++) {
                if ((columns >> col & 1) != 0) {
                    stacked |= 1 << (9 * (col / 3) + col % 3);
                }
            }
            STACKED[columns] = stacked;
        }
    }

    /** For nine bits that stand for three digits (bit 3j for the j-th): bit j when bit 3j is set. */
    private static final int[] DIGITS_OF = new int[512];

    static {
        for (int bits = 0; bits < 512; bits++) {
            DIGITS_OF[bits] = (bits & 1) | (bits >>> 2 & 2) | (bits >>> 4 & 4);
        }
    }

    /**
     * The stack rule for the digits of the given words (bit {@code 3d + b}): in three columns across the three bands a
     * digit takes one minicolumn per column and per box. Records each digit's minicolumns; the
     * words changed, or -1 on a contradiction.
     */
    private static int settleStacks(int[] s, int base, int words) {
        int changed = 0;
        // Visit only the digits with a word among these, found without a branch per digit
        // (which way that branch goes is unpredictable): 2-8% faster on the hard sets.
        int any = words | words >>> 1 | words >>> 2;
        int digits = DIGITS_OF[any & 0x1FF] | DIGITS_OF[(any >>> 9) & 0x1FF] << 3 | DIGITS_OF[(any >>> 18) & 0x1FF] << 6;
        for (; digits != 0; digits &= digits - 1) {
            int d = Integer.numberOfTrailingZeros(digits);
            int i = base + 3 * d;
            int w0 = s[i];
            int w1 = s[i + 1];
            int w2 = s[i + 2];
            // The digit's columns by stack: bit 9t + 3 * band + columnInStack, as the flags are kept.
            int columns = STACKED[(w0 | w0 >>> 9 | w0 >>> 18) & 0x1FF] | STACKED[(w1 | w1 >>> 9 | w1 >>> 18) & 0x1FF] << 3
                    | STACKED[(w2 | w2 >>> 9 | w2 >>> 18) & 0x1FF] << 6;
            int live0 = LIVE_FLAGS[columns & 0x1FF];
            int live1 = LIVE_FLAGS[(columns >>> 9) & 0x1FF];
            int live2 = LIVE_FLAGS[columns >>> 18];
            if ((live0 - 1 | live1 - 1 | live2 - 1) < 0) { // a stack with no placement left
                return -1;
            }
            int flags = live0 | live1 << 9 | live2 << 18;
            s[base + COLUMN_FLAGS + d] = flags;
            int gone = columns ^ flags;
            if (gone != 0) {
                int gone0 = unstacked(gone);
                int gone1 = unstacked(gone >>> 3);
                int gone2 = unstacked(gone >>> 6);
                s[i] = w0 & ~(gone0 * 0x40201);
                s[i + 1] = w1 & ~(gone1 * 0x40201);
                s[i + 2] = w2 & ~(gone2 * 0x40201);
                changed |= (nonZero(gone0) | nonZero(gone1) << 1 | nonZero(gone2) << 2) << (3 * d);
            }
        }
        return changed;
    }
}
