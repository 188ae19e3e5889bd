package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import java.util.Arrays;

/**
 * Propagation on one level of a {@link GeneralSearch}: naked singles, hidden singles and locked
 * candidates ({@link GeneralLocked}) to a fixpoint, driven by work lists of what changed. A level
 * is {@link #stride} longs: the candidates of each cell (a placed cell keeps its one value), the
 * values placed in each unit, and the count of placed cells. The work lists are empty between
 * calls (a level is settled before the search branches), so one instance serves every level.
 *
 * <p>A contradiction raises the weight of the units it was found in ({@link #weight}): the
 * branching prefers cells in units that failed often.
 */
final class GeneralPropagation {

    final ShapeTopology topology;
    final int cellCount;
    final long all;
    /** Offset of the values placed per unit, then of the placed-cell count. */
    final int unitPlaced;
    final int placedCount;
    final int stride;
    /** Failures found in each unit so far (starting at 1), for the branching. */
    final int[] weight;

    private final int[][] units;
    private final int[][] unitsOfCell;
    private final int[][] peers;
    private final int[] singles;
    private int singlesCount;
    /** Units that lost a candidate since their last hidden-single check, one bit per unit. */
    private final long[] dirtyUnits;
    final GeneralLocked locked;
    final GeneralPairs pairs;
    private boolean contradiction;

    GeneralPropagation(ShapeTopology topology) {
        this.topology = topology;
        this.cellCount = topology.cellCount();
        int n = topology.size;
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.units = topology.units;
        this.unitsOfCell = topology.unitsOfCell;
        this.peers = topology.peers;
        this.unitPlaced = cellCount;
        this.placedCount = cellCount + units.length;
        this.stride = placedCount + 1;
        this.weight = new int[units.length];
        Arrays.fill(weight, 1);
        this.singles = new int[cellCount + 1];
        this.dirtyUnits = new long[(units.length + 63) / 64];
        this.locked = new GeneralLocked(this);
        this.pairs = new GeneralPairs(this, units);
    }

    /** Level {@code base} becomes the empty board, every unit and band due for a check. */
    void clear(long[] s, int base) {
        Arrays.fill(s, base, base + cellCount, all);
        Arrays.fill(s, base + cellCount, base + stride, 0);
        for (int u = 0; u < units.length; u++) {
            dirtyUnits[u >>> 6] |= 1L << u;
            pairs.touched(u);
        }
        locked.markAll();
    }

    /**
     * Fixes {@code cell} to the value {@code bit} and removes it from the peers, noting peers
     * left with one value (or none) and what has to be looked at again.
     */
    void place(long[] s, int base, int cell, long bit) {
        s[base + cell] = bit;
        int[] three = unitsOfCell[cell];
        s[base + unitPlaced + three[0]] |= bit;
        s[base + unitPlaced + three[1]] |= bit;
        s[base + unitPlaced + three[2]] |= bit;
        s[base + placedCount]++;
        touched(cell);
        for (int peer : peers[cell]) {
            long free = s[base + peer];
            if ((free & bit) != 0) {
                removed(s, base, peer, free ^ bit);
            }
        }
    }

    /** Removes {@code values} from {@code cell}; true if it had any of them. */
    boolean eliminate(long[] s, int base, int cell, long values) {
        long free = s[base + cell];
        if ((free & values) == 0) {
            return false;
        }
        removed(s, base, cell, free & ~values);
        return true;
    }

    private void removed(long[] s, int base, int cell, long free) {
        s[base + cell] = free;
        if (free == 0) {
            int[] three = unitsOfCell[cell];
            fail(three[0]);
            fail(three[1]);
            fail(three[2]);
        } else if ((free & (free - 1)) == 0) {
            singles[singlesCount++] = cell;
        }
        touched(cell);
    }

    private void touched(int cell) {
        int[] three = unitsOfCell[cell];
        dirtyUnits[three[0] >>> 6] |= 1L << three[0];
        dirtyUnits[three[1] >>> 6] |= 1L << three[1];
        dirtyUnits[three[2] >>> 6] |= 1L << three[2];
        locked.touched(cell);
        pairs.touched(three[0]);
        pairs.touched(three[1]);
        pairs.touched(three[2]);
    }

    /** Notes a contradiction found in unit {@code u}. */
    void fail(int u) {
        contradiction = true;
        weight[u]++;
    }

    /** True when the cell's one value is placed (a queued single may have been placed since). */
    private boolean isPlaced(long[] s, int base, int cell) {
        return (s[base + cell] & s[base + unitPlaced + unitsOfCell[cell][0]]) != 0;
    }

    /** Everything to a fixpoint; false on a contradiction (the work lists are then emptied). */
    boolean propagate(long[] s, int base) {
        while (!contradiction) {
            if (singlesCount > 0) {
                int cell = singles[--singlesCount];
                if (!isPlaced(s, base, cell)) {
                    place(s, base, cell, s[base + cell]);
                }
                continue;
            }
            int unit = takeDirtyUnit();
            if (unit >= 0) {
                hiddenSingles(s, base, unit);
                continue;
            }
            if (!locked.apply(s, base) && !pairs.apply(s, base)) {
                return true;
            }
        }
        contradiction = false;
        singlesCount = 0;
        Arrays.fill(dirtyUnits, 0);
        locked.clearWork();
        pairs.clearWork();
        return false;
    }

    /** Places every value with one free cell left in unit {@code u}; a value with none fails. */
    private void hiddenSingles(long[] s, int base, int u) {
        int[] unit = units[u];
        long once = 0;
        long twice = 0;
        for (int cell : unit) {
            long free = s[base + cell];
            twice |= once & free;
            once |= free;
        }
        if (once != all) {
            fail(u);
            return;
        }
        long hidden = once & ~twice & ~s[base + unitPlaced + u];
        while (hidden != 0) {
            long bit = hidden & -hidden;
            hidden ^= bit;
            int at = -1;
            for (int cell : unit) {
                if ((s[base + cell] & bit) != 0) {
                    at = cell;
                    break;
                }
            }
            if (at < 0) {
                // An earlier placement here took the only cell this value had.
                fail(u);
                return;
            }
            place(s, base, at, bit);
            if (contradiction) {
                return;
            }
        }
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

    boolean contradiction() {
        return contradiction;
    }
}
