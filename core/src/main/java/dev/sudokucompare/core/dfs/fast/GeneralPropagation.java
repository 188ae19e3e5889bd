package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import java.util.Arrays;

/**
 * Propagation on one level of a {@link GeneralSearch}: naked singles, hidden singles, locked
 * candidates ({@link GeneralLocked}) and all-different on each unit ({@link GeneralMatching}) to a
 * fixpoint, driven by work lists of what changed. A level is {@link #stride} longs: the candidates
 * of each cell (a placed cell keeps its one value), the values placed in each unit, and the count
 * of placed cells. The work lists are empty between calls (a level is settled before the search
 * branches), so one instance serves every level.
 *
 * <p>Each unit keeps a conflict history for the branching ({@link #conflictScore}): conflict
 * history search (CHS, Habet and Terrioux 2021), which favours units that failed often and
 * recently.
 */
final class GeneralPropagation {

    final ShapeTopology topology;
    final int cellCount;
    final long all;
    /** Offset of the values placed per unit, then of the placed-cell count. */
    final int unitPlaced;
    final int placedCount;
    final int stride;
    /** CHS's step: it starts here and falls by {@link #STEP_DECAY} per conflict to {@link #STEP_MIN}. */
    private static final double STEP_START = 0.1;
    private static final double STEP_MIN = 0.06;
    private static final double STEP_DECAY = 1e-6;

    /**
     * Per unit, a moving average of 1 / (conflicts since the unit's last one, plus 1), updated
     * when the unit fails: high for units that fail often and lately.
     */
    final double[] conflictScore;
    /** The conflict (counted from 1) in which each unit's score last moved; 0 before its first. */
    private final long[] scoredIn;
    private long conflicts = 1;
    private double step = STEP_START;

    private final int[][] units;
    private final int[][] peers;
    /** Each cell's row, column and box unit at {@code [3c .. 3c + 2]} ({@link ShapeTopology#unitOf}). */
    final int[] unitOf;
    private final int[] bandOf;
    private final int[] stackOf;
    /** How many peers share a row with a cell (and as many a column): size - 1. */
    private final int lineLength;
    /** {@link GeneralMatching}'s own work list, marked here with the hidden-single one. */
    private final long[] matchingDirty;
    private final int[] singles;
    private int singlesCount;
    /** Units that lost a candidate since their last hidden-single check, one bit per unit. */
    private final long[] dirtyUnits;
    final GeneralLocked locked;
    final GeneralMatching matching;
    private boolean contradiction;

    GeneralPropagation(ShapeTopology topology) {
        this.topology = topology;
        this.cellCount = topology.cellCount();
        int n = topology.size;
        this.all = n == 64 ? -1L : (1L << n) - 1;
        this.units = topology.units;
        this.peers = topology.peers;
        this.unitOf = topology.unitOf;
        this.bandOf = topology.band;
        this.stackOf = topology.stack;
        this.lineLength = n - 1;
        this.unitPlaced = cellCount;
        this.placedCount = cellCount + units.length;
        this.stride = placedCount + 1;
        this.conflictScore = new double[units.length];
        this.scoredIn = new long[units.length];
        this.singles = new int[cellCount + 1];
        this.dirtyUnits = new long[(units.length + 63) / 64];
        this.locked = new GeneralLocked(this);
        this.matching = new GeneralMatching(this, units);
        this.matchingDirty = matching.dirty;
    }

    /** Level {@code base} becomes the empty board, every unit and band due for a check. */
    void clear(long[] s, int base) {
        Arrays.fill(s, base, base + cellCount, all);
        Arrays.fill(s, base + cellCount, base + stride, 0);
        for (int u = 0; u < units.length; u++) {
            dirtyUnits[u >>> 6] |= 1L << u;
            matching.touched(u);
        }
        locked.markAll();
    }

    /**
     * Fixes {@code cell} to the value {@code bit} and removes it from the peers, noting peers
     * left with one value (or none) and what has to be looked at again. The peers come row,
     * column, then box-only ({@link ShapeTopology#peers}); a peer's units and band or stack that
     * it shares with {@code cell} are already marked by {@code touched(cell)}, so each part marks
     * only the rest.
     */
    void place(long[] s, int base, int cell, long bit) {
        s[base + cell] = bit;
        int at = 3 * cell;
        s[base + unitPlaced + unitOf[at]] |= bit;
        s[base + unitPlaced + unitOf[at + 1]] |= bit;
        s[base + unitPlaced + unitOf[at + 2]] |= bit;
        s[base + placedCount]++;
        touched(cell);
        int[] list = peers[cell];
        int i = 0;
        for (; i < lineLength; i++) {
            int peer = list[i];
            if (losesAndStaysOpen(s, base, peer, bit)) {
                int p = 3 * peer;
                mark(unitOf[p + 1]);
                mark(unitOf[p + 2]);
                locked.touchStack(stackOf[peer]);
            }
        }
        for (; i < 2 * lineLength; i++) {
            int peer = list[i];
            if (losesAndStaysOpen(s, base, peer, bit)) {
                int p = 3 * peer;
                mark(unitOf[p]);
                mark(unitOf[p + 2]);
                locked.touchBand(bandOf[peer]);
            }
        }
        for (; i < list.length; i++) {
            int peer = list[i];
            if (losesAndStaysOpen(s, base, peer, bit)) {
                int p = 3 * peer;
                mark(unitOf[p]);
                mark(unitOf[p + 1]);
            }
        }
    }

    /**
     * Removes {@code bit} from {@code peer} if it has it; true if it had it and still has a value
     * (then the caller marks the peer's units it does not share with the placed cell).
     */
    private boolean losesAndStaysOpen(long[] s, int base, int peer, long bit) {
        long free = s[base + peer];
        return (free & bit) != 0 && settle(s, base, peer, free ^ bit);
    }

    /**
     * Stores what is left of {@code cell}, noting a single or a contradiction; true if the cell
     * still has a value (then its units are for the caller to mark).
     */
    private boolean settle(long[] s, int base, int cell, long free) {
        s[base + cell] = free;
        if (free == 0) {
            int at = 3 * cell;
            fail(unitOf[at]);
            fail(unitOf[at + 1]);
            fail(unitOf[at + 2]);
            touched(cell);
            return false;
        }
        if ((free & (free - 1)) == 0) {
            singles[singlesCount++] = cell;
        }
        return true;
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
        if (settle(s, base, cell, free)) {
            touched(cell);
        }
    }

    private void touched(int cell) {
        int at = 3 * cell;
        mark(unitOf[at]);
        mark(unitOf[at + 1]);
        mark(unitOf[at + 2]);
        locked.touchBand(bandOf[cell]);
        locked.touchStack(stackOf[cell]);
    }

    /** Unit {@code u} is due for the hidden-single check and for the matching. */
    private void mark(int u) {
        long bit = 1L << u;
        dirtyUnits[u >>> 6] |= bit;
        matchingDirty[u >>> 6] |= bit;
    }

    /** Notes a contradiction found in unit {@code u}. */
    void fail(int u) {
        contradiction = true;
        if (scoredIn[u] != conflicts) {
            double reward = 1.0 / (conflicts - scoredIn[u] + 1);
            conflictScore[u] = (1 - step) * conflictScore[u] + step * reward;
            scoredIn[u] = conflicts;
        }
    }

    /** True when the cell's one value is placed (a queued single may have been placed since). */
    private boolean isPlaced(long[] s, int base, int cell) {
        return (s[base + cell] & s[base + unitPlaced + unitOf[3 * cell]]) != 0;
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
            int unit = takeLowest(dirtyUnits);
            if (unit >= 0) {
                hiddenSingles(s, base, unit);
                continue;
            }
            if (!locked.apply(s, base) && !matching.apply(s, base)) {
                return true;
            }
        }
        contradiction = false;
        conflicts++;
        if (step > STEP_MIN) {
            step -= STEP_DECAY;
        }
        singlesCount = 0;
        Arrays.fill(dirtyUnits, 0);
        locked.clearWork();
        matching.clearWork();
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

    /**
     * The lowest number in a work list of one bit per unit (band, stack), now cleared; -1 if none.
     * Every rule's work list is taken this way.
     */
    static int takeLowest(long[] bits) {
        for (int w = 0; w < bits.length; w++) {
            long word = bits[w];
            if (word != 0) {
                bits[w] = word & (word - 1);
                return (w << 6) + Long.numberOfTrailingZeros(word);
            }
        }
        return -1;
    }

    boolean contradiction() {
        return contradiction;
    }
}
