package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.Grid;
import java.util.Arrays;

/**
 * Depth-first search over {@link BandBoard} levels for 9x9 puzzles. Each level propagates, picks
 * a cell (fewest digits, or the first empty row-major for LEXMIN) and tries its digits
 * ascending: every digit but the last on a copy one level down, the last in place. A node is one
 * such tentative placement of a digit in the chosen cell; forced placements are not nodes.
 */
final class BandSearch {

    /** Ints per level: the board plus padding to a cache-friendly stride. */
    private static final int STRIDE = 96;
    /** Most puzzles never go deeper than this; deeper searches grow the stack. */
    private static final int INITIAL_LEVELS = 4;

    private final SearchControl control;
    private final boolean rowMajor;
    private int[] stack = new int[STRIDE * INITIAL_LEVELS];
    private int[] values;

    BandSearch(SearchControl control, boolean rowMajor) {
        this.control = control;
        this.rowMajor = rowMajor;
    }

    /** Places the givens on level 0; false when two of them clash. */
    boolean load(Grid puzzle) {
        BandBoard.clear(stack, 0);
        for (int cell = 0; cell < 81; cell++) {
            int value = puzzle.get(cell);
            if (value != 0 && !BandBoard.assign(stack, 0, value - 1, cell)) {
                return false;
            }
        }
        return true;
    }

    void run() {
        descend(0);
    }

    /** Searches the level at {@code base}; true when the search must stop. */
    private boolean descend(int base) {
        int inPlace = 0;
        while (BandPropagation.propagate(stack, base)) {
            int cell = rowMajor ? BandBoard.firstUnsolved(stack, base) : BandBranching.fewestDigitsCell(stack, base);
            if (cell < 0) {
                if (recordSolution(base)) {
                    return true;
                }
                break;
            }
            int digits = BandBoard.digitsAt(stack, base, cell);
            int child = base + STRIDE;
            while ((digits & (digits - 1)) != 0) {
                int d = Integer.numberOfTrailingZeros(digits);
                digits &= digits - 1;
                if (control.enterNode()) {
                    return true;
                }
                if (child + STRIDE > stack.length) {
                    stack = Arrays.copyOf(stack, stack.length * 2);
                }
                System.arraycopy(stack, base, stack, child, BandBoard.STATE_INTS);
                BandBoard.assign(stack, child, d, cell);
                if (descend(child)) {
                    return true;
                }
                control.addBacktracks(1);
            }
            if (control.enterNode()) {
                return true;
            }
            BandBoard.assign(stack, base, Integer.numberOfTrailingZeros(digits), cell);
            inPlace++;
        }
        control.addBacktracks(inPlace);
        return false;
    }

    private boolean recordSolution(int base) {
        if (control.found() == 0) {
            values = new int[81];
            BandBoard.extract(stack, base, values);
        }
        return control.foundSolution(values);
    }
}
