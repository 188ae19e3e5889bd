package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.Arrays;

/**
 * The search for every shape but 9x9 (4x4 ... 64x64, rectangular boxes too). A level is one
 * candidate mask per cell plus a bitset of placed cells, copied one level down per decision
 * instead of undone. Propagation: naked and hidden singles to a fixpoint. Branching and node
 * counting as in {@link BandSearch}: fewest candidates (or the first empty row-major for
 * LEXMIN), digits ascending, every tentative placement one node.
 */
final class GeneralSearch {

    private final int cellCount;
    private final long all;
    private final int[][] units;
    private final int[][] peers;
    /** Longs per level: the candidate masks, then the placed-cells bitset. */
    private final int stride;
    private final SearchControl control;
    private final boolean rowMajor;
    private long[] stack;
    private int[] values;

    GeneralSearch(Grid puzzle, SearchControl control, boolean rowMajor) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        this.cellCount = shape.cellCount();
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.control = control;
        this.rowMajor = rowMajor;
        this.units = new int[shape.unitCount()][];
        for (int u = 0; u < units.length; u++) {
            units[u] = shape.unitCells(u);
        }
        this.peers = peersOf(shape);
        this.stride = cellCount + (cellCount + 63) / 64;
        this.stack = new long[stride * 4];
        Arrays.fill(stack, 0, cellCount, all);
        for (int cell = 0; cell < cellCount; cell++) {
            if (puzzle.get(cell) != 0) {
                place(0, cell, 1L << (puzzle.get(cell) - 1));
            }
        }
    }

    /** For each cell, every other cell sharing a row, column or box with it. */
    private static int[][] peersOf(Shape shape) {
        int[][] result = new int[shape.cellCount()][];
        boolean[] seen = new boolean[shape.cellCount()];
        for (int cell = 0; cell < result.length; cell++) {
            int[] list = new int[3 * shape.size()];
            int count = 0;
            for (int u : shape.unitsOf(cell)) {
                for (int other : shape.unitCells(u)) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        list[count++] = other;
                    }
                }
            }
            result[cell] = Arrays.copyOf(list, count);
            for (int other : result[cell]) {
                seen[other] = false;
            }
        }
        return result;
    }

    void run() {
        descend(0);
    }

    private boolean descend(int base) {
        int inPlace = 0;
        while (propagate(base)) {
            int cell = chooseCell(base);
            if (cell < 0) {
                if (recordSolution(base)) {
                    return true;
                }
                break;
            }
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
                place(child, cell, bit);
                if (descend(child)) {
                    return true;
                }
                control.backtracks++;
            }
            if (control.enterNode()) {
                return true;
            }
            place(base, cell, free);
            inPlace++;
        }
        control.backtracks += inPlace;
        return false;
    }

    /** Naked and hidden singles until nothing changes; false on a contradiction. */
    private boolean propagate(int base) {
        long[] s = stack;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int cell = 0; cell < cellCount; cell++) {
                if (isPlaced(base, cell)) {
                    continue;
                }
                long free = s[base + cell];
                if (free == 0) {
                    return false;
                }
                if ((free & (free - 1)) == 0) {
                    place(base, cell, free);
                    changed = true;
                }
            }
            for (int[] unit : units) {
                long once = 0;
                long twice = 0;
                long placed = 0;
                for (int cell : unit) {
                    long free = s[base + cell];
                    if (isPlaced(base, cell)) {
                        placed |= free;
                    } else {
                        twice |= once & free;
                        once |= free;
                    }
                }
                if ((once | placed) != all) {
                    return false;
                }
                long hidden = once & ~twice & ~placed;
                while (hidden != 0) {
                    long bit = hidden & -hidden;
                    hidden ^= bit;
                    for (int cell : unit) {
                        if (!isPlaced(base, cell) && (s[base + cell] & bit) != 0) {
                            place(base, cell, bit);
                            changed = true;
                            break;
                        }
                    }
                }
            }
        }
        return true;
    }

    /** The first unplaced cell row-major (LEXMIN) or one with fewest candidates; -1 if none. */
    private int chooseCell(int base) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < cellCount; cell++) {
            if (isPlaced(base, cell)) {
                continue;
            }
            if (rowMajor) {
                return cell;
            }
            int count = Long.bitCount(stack[base + cell]);
            if (count < bestCount) {
                best = cell;
                bestCount = count;
                if (count <= 2) {
                    break;
                }
            }
        }
        return best;
    }

    /** Fixes {@code cell} to the value {@code bit} and removes it from the peers. */
    private void place(int base, int cell, long bit) {
        long[] s = stack;
        s[base + cell] = bit;
        s[base + cellCount + (cell >>> 6)] |= 1L << cell;
        for (int peer : peers[cell]) {
            s[base + peer] &= ~bit;
        }
    }

    private boolean isPlaced(int base, int cell) {
        return (stack[base + cellCount + (cell >>> 6)] & (1L << cell)) != 0;
    }

    private boolean recordSolution(int base) {
        if (control.found() == 0) {
            values = new int[cellCount];
            for (int cell = 0; cell < cellCount; cell++) {
                values[cell] = Long.numberOfTrailingZeros(stack[base + cell]) + 1;
            }
        }
        return control.foundSolution(values);
    }
}
