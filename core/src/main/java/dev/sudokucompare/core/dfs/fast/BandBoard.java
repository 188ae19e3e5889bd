package dev.sudokucompare.core.dfs.fast;

import static dev.sudokucompare.core.dfs.fast.BandTables.BAND;
import static dev.sudokucompare.core.dfs.fast.BandTables.COLUMN;
import static dev.sudokucompare.core.dfs.fast.BandTables.LINE_PEERS;
import static dev.sudokucompare.core.dfs.fast.BandTables.MINIROWS_OF_ROW;
import static dev.sudokucompare.core.dfs.fast.BandTables.PEERS_IN_BAND;
import static dev.sudokucompare.core.dfs.fast.BandTables.ROWS_AND_BOXES;

import dev.sudokucompare.core.Grid;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A 9x9 board as 68 ints inside a larger int array (one slot per search level), so a level is
 * copied with one {@code System.arraycopy} instead of being undone. Layout from {@code base}:
 * <ul>
 *   <li>{@code [3d + b]}: candidates of digit d (0..8) in band b (rows 3b..3b+2), 27 bits,
 *       bit {@code 9 * rowInBand + col}; cell = {@code 27b + bit}, so bands are row-major;</li>
 *   <li>{@code [27 + 3d + b]}: the digit's minirows in band b when it was last propagated, 9
 *       flags, bit {@code 3 * rowInBand + box};</li>
 *   <li>{@code [54 + d]}: the digit's minicolumns when its stacks were last checked, 9 flags
 *       per stack t at bit {@code 9t + 3 * band + columnInStack};</li>
 *   <li>{@code [63 + b]}: the cells of band b not yet solved;</li>
 *   <li>{@code [66]}: the words changed since they were last propagated, bit {@code 3d + b}.</li>
 * </ul>
 * Whatever changes a word marks it in {@code [66]}, so propagation visits only those. The flags
 * are exact whenever propagation has nothing left to do, which is when the counting rule
 * ({@link BandTriads}) and the branching ({@link BandBranching}) read them. A solved cell keeps
 * exactly one digit, and that digit is gone from all its peers. Propagation is in
 * {@link BandPropagation}.
 */
final class BandBoard {

    static final int STATE_INTS = 67;
    static final int ROW_FLAGS = 27;
    static final int COLUMN_FLAGS = 54;
    static final int UNSOLVED = 63;
    static final int PENDING = 66;

    /** The word of every digit in one band: bits b, b+3, ..., b+24 shifted by the band. */
    static final int BAND_WORDS = 0x1249249;

    private BandBoard() {
    }

    /** Bytes {@link #load} needs for a puzzle's values: 81, and room to read 8 at a time. */
    static final int CELL_BYTES = 88;

    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW_BITS = 0x0101010101010101L;
    /** Times a long of bytes 0 or 1, this gathers byte i's bit at bit 56 + i. */
    private static final long GATHER = 0x0102040810204080L;
    private static final int ALL_CELLS = (1 << 27) - 1;

    /**
     * Level {@code base} becomes the board of the puzzle's givens: each given's digit alone in its
     * cell and gone from its peers, every word pending. False when two givens of one digit share
     * a row, column or box. {@code cells} is scratch of {@link #CELL_BYTES}.
     */
    static boolean load(int[] s, int base, Grid puzzle, byte[] cells) {
        puzzle.copyTo(cells, 0);
        // The givens of digit d and band b are gathered at [3(d + 1) + b] of the row flags (not yet
        // in use; [b] takes the empty cells). A band's 27 values, eight bytes at a time, become
        // four bit planes (bit p of every value), and each digit's cells are where the planes
        // spell it: no store or branch depends on the puzzle.
        int at = base + ROW_FLAGS;
        for (int band = 0; band < 3; band++) {
            int from = 27 * band;
            long v0 = (long) EIGHT_CELLS.get(cells, from);
            long v1 = (long) EIGHT_CELLS.get(cells, from + 8);
            long v2 = (long) EIGHT_CELLS.get(cells, from + 16);
            long v3 = (long) EIGHT_CELLS.get(cells, from + 24) & 0xFFFFFF;
            int p0 = plane(v0, v1, v2, v3, 0);
            int p1 = plane(v0, v1, v2, v3, 1);
            int p2 = plane(v0, v1, v2, v3, 2);
            int p3 = plane(v0, v1, v2, v3, 3);
            int n0 = ~p0 & ALL_CELLS;
            int n1 = ~p1;
            int n2 = ~p2;
            int n3 = ~p3;
            int low0 = n0 & n1;
            int low1 = p0 & n1;
            int low2 = n0 & p1;
            int low3 = p0 & p1;
            int high0 = n2 & n3;
            int high4 = p2 & n3;
            int high8 = n2 & p3;
            int empty = low0 & high0;
            s[at + band] = empty;
            s[base + UNSOLVED + band] = empty;
            s[at + 3 + band] = low1 & high0;
            s[at + 6 + band] = low2 & high0;
            s[at + 9 + band] = low3 & high0;
            s[at + 12 + band] = low0 & high4;
            s[at + 15 + band] = low1 & high4;
            s[at + 18 + band] = low2 & high4;
            s[at + 21 + band] = low3 & high4;
            s[at + 24 + band] = low0 & high8;
            s[at + 27 + band] = low1 & high8;
        }
        at += 3;
        // Givens that clash: two of a digit in one minirow (fewer minirows than givens), in one
        // row or box of a band (minirows that are line peers), or in one column (fewer columns
        // than givens). Gathered for the whole board and tested once.
        int clash = 0;
        for (int d = 0; d < 9; d++) {
            int columns = 0;
            int givens = 0;
            for (int band = 0; band < 3; band++) {
                int given = s[at + 3 * d + band];
                int flags = MINIROWS_OF_ROW[given & 0x1FF] | MINIROWS_OF_ROW[(given >>> 9) & 0x1FF] << 3
                        | MINIROWS_OF_ROW[(given >>> 18) & 0x1FF] << 6;
                int count = Integer.bitCount(given);
                clash |= (count ^ Integer.bitCount(flags)) | (flags & LINE_PEERS[flags]);
                columns |= given;
                givens += count;
                // Rows and boxes now; the columns, known once all bands are seen, below.
                s[base + 3 * d + band] = ~ROWS_AND_BOXES[flags];
            }
            columns = (columns | columns >>> 9 | columns >>> 18) & 0x1FF;
            clash |= Integer.bitCount(columns) ^ givens;
            int notColumns = ~(columns * 0x40201);
            for (int band = 0; band < 3; band++) {
                int i = base + 3 * d + band;
                s[i] = (s[i] & s[base + UNSOLVED + band] & notColumns) | s[at + 3 * d + band];
            }
        }
        if (clash != 0) {
            return false;
        }
        s[base + PENDING] = BAND;
        return true;
    }

    /** Bit p of each of 27 values (the last eight bytes hold three): bit i for value i. */
    private static int plane(long v0, long v1, long v2, long v3, int p) {
        return gather(v0 >>> p) | gather(v1 >>> p) << 8 | gather(v2 >>> p) << 16 | gather(v3 >>> p) << 24;
    }

    private static int gather(long bytes) {
        return (int) (((bytes & LOW_BITS) * GATHER) >>> 56);
    }

    /**
     * Puts digit d (0..8) in cell 0..80 and marks the words it changed as pending; false when d
     * is no longer possible there.
     */
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
        s[own] &= column | (band == 0 ? -1 : 0);
        s[own + 1] &= column | (band == 1 ? -1 : 0);
        s[own + 2] &= column | (band == 2 ? -1 : 0);
        s[base + UNSOLVED + band] &= ~bit;
        // Conservatively: the digit's three words, and the cell's band in every digit.
        s[base + PENDING] |= 7 << (3 * d) | BAND_WORDS << band;
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
    static void extract(int[] s, int base, byte[] values) {
        // On a solved board a digit has exactly one cell in each row of a band: three bits a word.
        for (int d = 0; d < 9; d++) {
            byte value = (byte) (d + 1);
            for (int band = 0; band < 3; band++) {
                int word = s[base + 3 * d + band];
                int cellBase = 27 * band;
                values[cellBase + Integer.numberOfTrailingZeros(word)] = value;
                word &= word - 1;
                values[cellBase + Integer.numberOfTrailingZeros(word)] = value;
                word &= word - 1;
                values[cellBase + Integer.numberOfTrailingZeros(word)] = value;
            }
        }
    }
}
