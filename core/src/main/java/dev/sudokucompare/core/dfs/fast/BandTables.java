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

    /** For a 3x3 flag set: the cells of those minirows (flag {@code 3 * row + box}). */
    static final int[] MINIROW_CELLS = new int[512];

    /**
     * For a 3x3 flag set: every other flag sharing a row or a column of the 3x3 with one of
     * them. A digit that must take a minirow leaves the other minirows of its row and box.
     */
    static final int[] LINE_PEERS = new int[512];

    /**
     * For a 3x3 flag set: the flags alone in their row or alone in their column. Each row and
     * column of the 3x3 must take the digit once, so these places are certain.
     */
    static final int[] SOLE_IN_LINE = new int[512];

    /** For a 3x3 flag set: the cells of the rows and boxes of those minirows. */
    static final int[] ROWS_AND_BOXES = new int[512];

    /** For a 3x3 flag set: how many placements (permutations) fit inside it. */
    static final int[] PLACEMENT_COUNT = new int[512];

    /** For a 3x3 flag set: 100 times the natural logarithm of its placement count (0 if none). */
    static final int[] PLACEMENT_WEIGHT = new int[512];

    /** The six placements of a digit in a 3x3 of flags: one flag per row and per column. */
    static final int[] PLACEMENTS = new int[6];

    /**
     * For a 9-bit row j (0-2) of a band: in the low word its minirow flags ({@link #MINIROWS_OF_ROW})
     * at bit {@code 3j}, in the high word the row itself at bit {@code 9j} when it holds exactly one
     * candidate (else 0). The three rows' entries OR'ed give the band's nine flags and its lone
     * cells; one lookup per row for both.
     */
    static final long[][] ROW_INFO = new long[3][512];

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
            for (int j = 0; j < 3; j++) {
                ROW_INFO[j][row] = (long) flags << (3 * j) | (Integer.bitCount(row) == 1 ? (long) row << (32 + 9 * j) : 0);
            }
        }
        int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int p = 0; p < 6; p++) {
            for (int row = 0; row < 3; row++) {
                PLACEMENTS[p] |= 1 << (3 * row + permutations[p][row]);
            }
        }
        for (int flags = 0; flags < 512; flags++) {
            lineTables(flags);
        }
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
                    PLACEMENT_COUNT[flags]++;
                }
            }
            LIVE_MINIROWS[flags] = live;
            LIVE_FLAGS[flags] = liveFlags;
            PLACEMENT_WEIGHT[flags] = (int) Math.round(100 * Math.log(Math.max(1, PLACEMENT_COUNT[flags])));
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

    private static void lineTables(int flags) {
        int cells = 0;
        int peers = 0;
        int sole = 0;
        int lines = 0;
        for (int f = 0; f < 9; f++) {
            if ((flags >> f & 1) == 0) {
                continue;
            }
            int row = 7 << (f - f % 3);
            int column = 0x49 << (f % 3);
            cells |= 7 << (3 * f);
            lines |= 0x1FF << (9 * (f / 3)) | (7 << (3 * (f % 3))) * 0x40201;
            peers |= (row | column) & ~(1 << f);
            if (Integer.bitCount(flags & row) == 1 || Integer.bitCount(flags & column) == 1) {
                sole |= 1 << f;
            }
        }
        MINIROW_CELLS[flags] = cells;
        ROWS_AND_BOXES[flags] = lines;
        LINE_PEERS[flags] = peers;
        SOLE_IN_LINE[flags] = sole;
    }

    private BandTables() {
    }
}
