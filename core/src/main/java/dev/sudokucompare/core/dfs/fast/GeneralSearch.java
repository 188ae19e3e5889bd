package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.Arrays;

/**
 * The search for every shape but 9x9 (4x4 ... 64x64, rectangular boxes too). A level is one
 * candidate mask per cell plus a bitset of placed cells, copied one level down per decision
 * instead of undone. Propagation: naked and hidden singles to a fixpoint, driven by a work list. Branching and node
 * counting as in {@link BandSearch}: fewest candidates (or the first empty row-major for
 * LEXMIN), digits ascending, every tentative placement one node.
 */
final class GeneralSearch {

    private final int cellCount;
    private final long all;
    private final int[][] units;
    private final int[][] peers;
    private final int[][] unitsOfCell;
    /** Longs per level: the candidate masks, then the placed-cells bitset. */
    private final int stride;
    private final SearchControl control;
    private final boolean rowMajor;
    private long[] stack;
    private int[] values;

    // Propagation work list, empty between propagations (a level is settled before it branches).
    /** Cells whose candidates fell to one, to be placed. */
    private final int[] singles;
    private int singlesCount;
    /** Units that lost a candidate since their last hidden-single check, one bit per unit. */
    private final long[] dirtyUnits;
    /** Set when an elimination emptied a cell. */
    private boolean contradiction;

    GeneralSearch(Grid puzzle, SearchControl control, boolean rowMajor) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        this.cellCount = shape.cellCount();
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.control = control;
        this.rowMajor = rowMajor;
        ShapeTopology topology = ShapeTopology.of(shape);
        this.units = topology.units;
        this.peers = topology.peers;
        this.unitsOfCell = topology.unitsOfCell;
        this.singles = new int[cellCount + 1];
        this.dirtyUnits = new long[(units.length + 63) / 64];
        this.stride = cellCount + (cellCount + 63) / 64;
        this.stack = new long[stride * 4];
        Arrays.fill(stack, 0, cellCount, all);
        for (int u = 0; u < units.length; u++) {
            markDirty(u);
        }
        for (int cell = 0; cell < cellCount; cell++) {
            if (puzzle.get(cell) != 0) {
                place(0, cell, 1L << (puzzle.get(cell) - 1));
            }
        }
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
                control.addBacktracks(1);
            }
            if (control.enterNode()) {
                return true;
            }
            place(base, cell, free);
            inPlace++;
        }
        control.addBacktracks(inPlace);
        return false;
    }

    /**
     * Naked and hidden singles until nothing changes; false on a contradiction. Works off the
     * list of new single cells and the dirty units that placements leave, instead of rescanning.
     */
    private boolean propagate(int base) {
        long[] s = stack;
        while (!contradiction) {
            if (singlesCount > 0) {
                int cell = singles[--singlesCount];
                if (!isPlaced(base, cell)) {
                    place(base, cell, s[base + cell]);
                }
                continue;
            }
            int unit = takeDirtyUnit();
            if (unit < 0) {
                return true;
            }
            if (!hiddenSingles(base, units[unit])) {
                break;
            }
        }
        contradiction = false;
        singlesCount = 0;
        Arrays.fill(dirtyUnits, 0);
        return false;
    }

    /** Places every value with one free cell left in {@code unit}; false if a value has none. */
    private boolean hiddenSingles(int base, int[] unit) {
        long[] s = stack;
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
                    break;
                }
            }
        }
        return true;
    }

    private void markDirty(int unit) {
        dirtyUnits[unit >>> 6] |= 1L << unit;
    }

    private void markUnitsDirty(int cell) {
        int[] three = unitsOfCell[cell];
        markDirty(three[0]);
        markDirty(three[1]);
        markDirty(three[2]);
    }

    /** A dirty unit, now marked clean; -1 if none. */
    private int takeDirtyUnit() {
        for (int w = 0; w < dirtyUnits.length; w++) {
            long bits = dirtyUnits[w];
            if (bits != 0) {
                dirtyUnits[w] = bits & (bits - 1);
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
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

    /**
     * Fixes {@code cell} to the value {@code bit} and removes it from the peers, noting peers
     * left with one value (or none) and the units that lost a candidate.
     */
    private void place(int base, int cell, long bit) {
        long[] s = stack;
        s[base + cell] = bit;
        s[base + cellCount + (cell >>> 6)] |= 1L << cell;
        markUnitsDirty(cell);
        for (int peer : peers[cell]) {
            long free = s[base + peer];
            if ((free & bit) == 0) {
                continue;
            }
            free ^= bit;
            s[base + peer] = free;
            if (free == 0) {
                contradiction = true;
            } else if ((free & (free - 1)) == 0) {
                singles[singlesCount++] = peer;
            }
            markUnitsDirty(peer);
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
