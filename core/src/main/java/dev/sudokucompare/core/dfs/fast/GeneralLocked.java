package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.ShapeTopology;
/**
 * Locked candidates for {@link GeneralPropagation}, one band (or stack) at a time: where a row
 * crosses a box, a value whose places in the box all lie in the row leaves the rest of the row
 * (pointing), and one whose places in the row all lie in the box leaves the rest of the box
 * (claiming). Columns the same way. Only bands and stacks with a changed cell are looked at.
 */
final class GeneralLocked {

    private final GeneralPropagation propagation;
    private final ShapeTopology topology;
    private final long[] dirtyBands;
    private final long[] dirtyStacks;
    /** Scratch: the candidates of each segment of one band or stack, then per line and box. */
    private final long[] segment;
    private final long[] lineOnce;
    private final long[] lineTwice;
    private final long[] boxOnce;
    private final long[] boxTwice;

    GeneralLocked(GeneralPropagation propagation) {
        this.propagation = propagation;
        this.topology = propagation.topology;
        this.dirtyBands = new long[(topology.bands() + 63) / 64];
        this.dirtyStacks = new long[(topology.stacks() + 63) / 64];
        int k = Math.max(topology.boxRows, topology.boxCols);
        this.segment = new long[k * k];
        this.lineOnce = new long[k];
        this.lineTwice = new long[k];
        this.boxOnce = new long[k];
        this.boxTwice = new long[k];
    }

    void touchBand(int b) {
        dirtyBands[b >>> 6] |= 1L << b;
    }

    void touchStack(int t) {
        dirtyStacks[t >>> 6] |= 1L << t;
    }

    void markAll() {
        for (int b = 0; b < topology.bands(); b++) {
            dirtyBands[b >>> 6] |= 1L << b;
        }
        for (int t = 0; t < topology.stacks(); t++) {
            dirtyStacks[t >>> 6] |= 1L << t;
        }
    }

    void clearWork() {
        java.util.Arrays.fill(dirtyBands, 0);
        java.util.Arrays.fill(dirtyStacks, 0);
    }

    /** Checks dirty bands and stacks until one yields an elimination: true then, else false. */
    boolean apply(long[] s, int base) {
        int b;
        while ((b = GeneralPropagation.takeLowest(dirtyBands)) >= 0) {
            if (lines(s, base, topology.rowSegments, b * topology.boxRows, topology.boxRows, true)) {
                return true;
            }
        }
        while ((b = GeneralPropagation.takeLowest(dirtyStacks)) >= 0) {
            if (lines(s, base, topology.columnSegments, b * topology.boxCols, topology.boxCols, false)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The rule on the {@code k} lines from {@code first} (a band of rows or a stack of columns),
     * which cross the same {@code k} boxes: true if a candidate went. The segments are read by
     * index arithmetic ({@code rows}: row-major runs of boxCols cells; else columns, boxRows
     * cells a row apart) rather than through {@code segments}, which only the eliminations use.
     */
    private boolean lines(long[] s, int base, int[][][] segments, int first, int k, boolean rows) {
        int size = topology.size;
        int length = rows ? topology.boxCols : topology.boxRows;
        int step = rows ? 1 : size;
        int segmentStep = rows ? topology.boxCols : topology.boxRows * size;
        for (int j = 0; j < k; j++) {
            boxOnce[j] = 0;
            boxTwice[j] = 0;
        }
        for (int l = 0; l < k; l++) {
            long once = 0;
            long twice = 0;
            int start = base + (rows ? (first + l) * size : first + l);
            for (int j = 0; j < k; j++) {
                long or = 0;
                for (int i = 0, at = start + j * segmentStep; i < length; i++, at += step) {
                    or |= s[at];
                }
                segment[l * k + j] = or;
                twice |= once & or;
                once |= or;
                boxTwice[j] |= boxOnce[j] & or;
                boxOnce[j] |= or;
            }
            lineOnce[l] = once;
            lineTwice[l] = twice;
        }
        boolean changed = false;
        for (int l = 0; l < k; l++) {
            for (int j = 0; j < k; j++) {
                long here = segment[l * k + j];
                long lineRest = (lineOnce[l] & ~here) | lineTwice[l];
                long boxRest = (boxOnce[j] & ~here) | boxTwice[j];
                long pointing = here & ~boxRest & lineRest;
                long claiming = here & ~lineRest & boxRest;
                if (pointing != 0) {
                    for (int j2 = 0; j2 < k; j2++) {
                        if (j2 != j) {
                            changed |= eliminate(s, base, segments[first + l][j2], pointing);
                        }
                    }
                }
                if (claiming != 0) {
                    for (int l2 = 0; l2 < k; l2++) {
                        if (l2 != l) {
                            changed |= eliminate(s, base, segments[first + l2][j], claiming);
                        }
                    }
                }
            }
        }
        return changed;
    }

    private boolean eliminate(long[] s, int base, int[] cells, long values) {
        boolean changed = false;
        for (int cell : cells) {
            changed |= propagation.eliminate(s, base, cell, values);
        }
        return changed;
    }
}
