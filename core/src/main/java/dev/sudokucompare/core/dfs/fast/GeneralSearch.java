package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import dev.sudokucompare.core.Grid;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The search for every shape but 9x9 (4x4 ... 64x64, rectangular boxes too). A level is a
 * {@link GeneralPropagation} board, copied one level down per decision instead of undone.
 * Propagation: naked and hidden singles, locked candidates, all-different per unit. Branching
 * (outside LEXMIN): the cell whose placement last led to a contradiction, while it is open
 * ({@link #lastConflict}); else the cell whose row, column and box failed most often and most
 * recently per candidate left (conflict history search, in {@link GeneralPropagation}), ties
 * broken by a seeded random draw, so the search is the same from run to run; its values
 * ascending. LEXMIN takes the first empty cell row-major. Every
 * tentative placement is one node, as in {@link BandSearch}.
 */
final class GeneralSearch {

    /** Added to every cell's conflict score: CHS's small constant. */
    private static final double UNSCORED = 1e-4;

    /** Fixed, so a puzzle is searched the same way every time. */
    private static final long SEED = 0x5EED_5D0C_0DEL;

    private final GeneralPropagation board;
    private final int cellCount;
    private final int stride;
    private final SearchControl control;
    private final boolean rowMajor;
    private final boolean consistent;
    private final SplittableRandom random = new SplittableRandom(SEED);
    /**
     * The cell whose placement last led straight to a contradiction, branched on first while it
     * is open: last-conflict reasoning (Lecoutre, Sais, Tabary and Vidal 2009), which keeps the
     * search on the cells that fail together. -1 before the first contradiction.
     */
    private int lastConflict = -1;
    private long[] stack;
    private int[] values;

    GeneralSearch(Grid puzzle, SearchControl control, boolean rowMajor) {
        ShapeTopology topology = ShapeTopology.of(puzzle.shape());
        this.board = new GeneralPropagation(topology);
        this.cellCount = board.cellCount;
        this.stride = board.stride;
        this.control = control;
        this.rowMajor = rowMajor;
        this.stack = new long[stride * 4];
        board.clear(stack, 0);
        boolean ok = true;
        for (int cell = 0; cell < cellCount && ok; cell++) {
            int value = puzzle.get(cell);
            if (value != 0) {
                long bit = 1L << (value - 1);
                ok = (stack[cell] & bit) != 0;
                if (ok) {
                    board.place(stack, 0, cell, bit);
                }
            }
        }
        this.consistent = ok && !board.contradiction();
    }

    void run() {
        if (consistent) {
            descend(0, -1);
        }
    }

    /**
     * Descends into a level whose last placement was {@code decided} (-1 for the givens): a
     * contradiction there makes that cell the {@link #lastConflict}.
     */
    private boolean descend(int base, int decided) {
        int inPlace = 0;
        while (true) {
            if (!board.propagate(stack, base)) {
                lastConflict = decided;
                break;
            }
            if (stack[base + board.placedCount] == cellCount) {
                if (recordSolution(base)) {
                    return true;
                }
                break;
            }
            int cell = rowMajor ? firstOpen(base) : chooseCell(base);
            long free = stack[base + cell];
            int child = base + stride;
            while ((free & (free - 1)) != 0) {
                long bit = free & -free;
                free ^= bit;
                if (control.enterNode()) {
                    return true;
                }
                if (child + stride > stack.length) {
                    stack = Arrays.copyOf(stack, stack.length * 2);
                }
                System.arraycopy(stack, base, stack, child, stride);
                board.place(stack, child, cell, bit);
                if (descend(child, cell)) {
                    return true;
                }
                control.addBacktracks(1);
            }
            if (control.enterNode()) {
                return true;
            }
            board.place(stack, base, cell, free);
            decided = cell;
            inPlace++;
        }
        control.addBacktracks(inPlace);
        return false;
    }

    /** The first cell row-major with more than one candidate (a settled level places singles). */
    private int firstOpen(int base) {
        for (int cell = 0; cell < cellCount; cell++) {
            long free = stack[base + cell];
            if ((free & (free - 1)) != 0) {
                return cell;
            }
        }
        throw new IllegalStateException("no open cell on an unsolved level");
    }

    /**
     * The last conflict's cell if it is open; else the open cell with the highest conflict score
     * per candidate (its units' CHS scores, plus {@link #UNSCORED} so that cells in units that
     * never failed still rank by their candidates), ties drawn at random.
     */
    private int chooseCell(int base) {
        if (lastConflict >= 0) {
            long free = stack[base + lastConflict];
            if ((free & (free - 1)) != 0) {
                return lastConflict;
            }
        }
        double[] score = board.conflictScore;
        int[] unitOf = board.unitOf;
        int best = -1;
        double bestScore = -1;
        int ties = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            long free = stack[base + cell];
            if ((free & (free - 1)) == 0) {
                continue;
            }
            int at = 3 * cell;
            double here = (score[unitOf[at]] + score[unitOf[at + 1]] + score[unitOf[at + 2]] + UNSCORED)
                    / Long.bitCount(free);
            if (here > bestScore) {
                best = cell;
                bestScore = here;
                ties = 1;
            } else if (here == bestScore && random.nextInt(++ties) == 0) {
                best = cell;
            }
        }
        return best;
    }

    private boolean recordSolution(int base) {
        if (control.found() == 0) {
            values = new int[cellCount];
            for (int cell = 0; cell < cellCount; cell++) {
                values[cell] = Long.numberOfTrailingZeros(stack[base + cell]) + 1;
            }
        }
        return control.foundOwnSolution(values);
    }
}
