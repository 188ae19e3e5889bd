package dev.sudokucompare.core.dfs.fast;

/**
 * Lookup tables for the 9x9 band board ({@link BandBoard}). A band is three rows; one digit's
 * candidates in a band are 27 bits, bit {@code 9 * rowInBand + col}. A minirow is the three cells
 * of one row inside one box. Everything here is computed once, from first principles.
 */
final class BandTables {

    /** All 27 cells of a band. */
    static final int BAND = (1 << 27) - 1;

    /** For a 9-bit row: bit k set when its minirow k (columns 3k..3k+2) holds a candidate. */
    static final int[] MINIROWS_OF_ROW = new int[512];

    /**
     * For the band's 9 minirow flags (bit {@code 3 * row + box}): the 27 cells of every minirow
     * that belongs to at least one way of placing the digit once per row and once per box (a
     * 3x3 permutation inside the flags). 0 when there is no such way: the band is dead. This one
     * lookup applies locked candidates (pointing and claiming) and row/box hidden singles.
     */
    static final int[] LIVE_MINIROWS = new int[512];

    /**
     * The same test on a bare 3x3 pattern (bit {@code 3 * i + j}): the flags that belong to at
     * least one permutation inside it, 0 if none. Used for a stack (three columns across the three
     * bands), where each band must take the digit in exactly one of the stack's columns.
     */
    static final int[] LIVE_FLAGS = new int[512];

    /** A 9-bit row unchanged when it holds exactly one candidate, else 0. */
    static final int[] LONE_CELL = new int[512];

    /** For band position k: the other cells of its row, box and column inside the band. */
    static final int[] PEERS_IN_BAND = new int[27];

    /** For band position k: its column in all three rows of a band (used on the other bands). */
    static final int[] COLUMN = new int[27];

    static {
        for (int row = 0; row < 512; row++) {
            int flags = 0;
            for (int k = 0; k < 3; k++) {
                if ((row >> (3 * k) & 7) != 0) {
                    flags |= 1 << k;
                }
            }
            MINIROWS_OF_ROW[row] = flags;
            LONE_CELL[row] = Integer.bitCount(row) == 1 ? row : 0;
        }
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int flags = 0; flags < 512; flags++) {
            int live = 0;
            int liveFlags = 0;
            for (int[] boxOfRow : permutations) {
                int pattern = 0;
                int cells = 0;
                for (int row = 0; row < 3; row++) {
                    pattern |= 1 << (3 * row + boxOfRow[row]);
                    cells |= 7 << (9 * row + 3 * boxOfRow[row]);
                }
                if ((flags & pattern) == pattern) {
                    live |= cells;
                    liveFlags |= pattern;
                }
            }
            LIVE_MINIROWS[flags] = live;
            LIVE_FLAGS[flags] = liveFlags;
        }
        for (int k = 0; k < 27; k++) {
            int row = k / 9;
            int col = k % 9;
            int column = (1 << col) | (1 << (col + 9)) | (1 << (col + 18));
            int rowCells = 0x1FF << (9 * row);
            int boxCells = 0;
            for (int r = 0; r < 3; r++) {
                boxCells |= 7 << (9 * r + 3 * (col / 3));
            }
            COLUMN[k] = column;
            PEERS_IN_BAND[k] = (column | rowCells | boxCells) & ~(1 << k);
        }
    }

    private BandTables() {
    }
}
