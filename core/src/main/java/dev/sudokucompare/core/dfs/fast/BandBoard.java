package dev.sudokucompare.core.dfs.fast;

import static dev.sudokucompare.core.dfs.fast.BandTables.BAND;
import static dev.sudokucompare.core.dfs.fast.BandTables.COLUMN;
import static dev.sudokucompare.core.dfs.fast.BandTables.PEERS_IN_BAND;

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
 * A solved cell keeps exactly one digit, and that digit is gone from all its peers. Propagation
 * is in {@link BandPropagation}, the choice of a cell to branch on in {@link BandBranching}.
 */
final class BandBoard {

    static final int STATE_INTS = 84;
    static final int PREVIOUS = 27;
    static final int UNSOLVED = 54;
    static final int STACKS_SEEN = 57;

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
