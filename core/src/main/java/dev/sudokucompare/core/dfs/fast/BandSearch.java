package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.Arrays;

/**
 * Depth-first search over {@link BandBoard} levels for 9x9 puzzles. Each level propagates, picks
 * a cell (fewest digits, or the first empty row-major for LEXMIN) and tries its digits
 * ascending: every digit but the last on a copy one level down, the last in place. A node is one
 * such tentative placement of a digit in the chosen cell; forced placements are not nodes.
 */
final class BandSearch {

    /** Ints per level: the board plus padding to a cache-friendly stride. */
    private static final int STRIDE = 128;
    /** Most puzzles never go deeper than this; deeper searches grow the stack. */
    private static final int INITIAL_LEVELS = 4;

    private final SearchControl control;
    private final boolean rowMajor;
    /** Each thread keeps its level stack from call to call (unless it grew past this). */
    private static final int KEPT_INTS = STRIDE * 64;
    private static final ThreadLocal<Workspace> WORKSPACES = ThreadLocal.withInitial(Workspace::new);

    /** What a thread's searches reuse: the level stack and the scratch the givens are read from. */
    private static final class Workspace {
        int[] stack = new int[STRIDE * INITIAL_LEVELS];
        final byte[] cells = new byte[BandBoard.CELL_BYTES];
    }

    private final Workspace workspace = WORKSPACES.get();
    private int[] stack = workspace.stack;

    BandSearch(SearchControl control, boolean rowMajor) {
        this.control = control;
        this.rowMajor = rowMajor;
    }

    /** Places the givens on level 0; false when two of them clash. */
    boolean load(Grid puzzle) {
        return BandBoard.load(stack, 0, puzzle, workspace.cells);
    }

    void run() {
        int[] initial = stack;
        descend(0);
        if (stack != initial && stack.length <= KEPT_INTS) {
            workspace.stack = stack;
        }
    }

    /** Searches the level at {@code base}; true when the search must stop. */
    private boolean descend(int base) {
        int inPlace = 0;
        while (BandPropagation.propagate(stack, base)) {
            if (BandBoard.firstUnsolved(stack, base) < 0) {
                if (recordSolution(base)) {
                    return true;
                }
                break;
            }
            int choice = rowMajor ? -1 : BandBranching.choose(stack, base);
            boolean stop = choice < 0 ? tryDigits(base) : tryPlacements(base, choice >>> 4, choice & 15);
            if (stop) {
                return true;
            }
            inPlace++;
        }
        control.addBacktracks(inPlace);
        return false;
    }

    /**
     * Tries the digits of the first unsolved cell row-major, ascending: all but the last one
     * level down, the last in place. True when the search must stop.
     */
    private boolean tryDigits(int base) {
        int cell = BandBoard.firstUnsolved(stack, base);
        int digits = BandBoard.digitsAt(stack, base, cell);
        while ((digits & (digits - 1)) != 0) {
            int d = Integer.numberOfTrailingZeros(digits);
            digits &= digits - 1;
            if (control.enterNode()) {
                return true;
            }
            int child = childLevel(base);
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
        return false;
    }

    /** The same over the placements of {@code digit} in a band or stack ({@link BandBranching}). */
    private boolean tryPlacements(int base, int group, int digit) {
        int placements = BandBranching.placementsIn(BandBranching.flags(stack, base, group, digit));
        while ((placements & (placements - 1)) != 0) {
            int p = Integer.numberOfTrailingZeros(placements);
            placements &= placements - 1;
            if (control.enterNode()) {
                return true;
            }
            int child = childLevel(base);
            BandBranching.place(stack, child, group, digit, p);
            if (descend(child)) {
                return true;
            }
            control.addBacktracks(1);
        }
        if (control.enterNode()) {
            return true;
        }
        BandBranching.place(stack, base, group, digit, Integer.numberOfTrailingZeros(placements));
        return false;
    }

    /** A copy of the level at {@code base} one level down; its base. */
    private int childLevel(int base) {
        int child = base + STRIDE;
        if (child + STRIDE > stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
        }
        System.arraycopy(stack, base, stack, child, BandBoard.STATE_INTS);
        return child;
    }

    private boolean recordSolution(int base) {
        if (control.found() > 0) {
            return control.foundSolution((Grid) null);
        }
        byte[] values = new byte[81];
        BandBoard.extract(stack, base, values);
        return control.foundSolution(Grid.of(Shape.CLASSIC, values));
    }
}
