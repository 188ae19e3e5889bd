package dev.sudokucompare.core.dfs.fast;

import java.util.Arrays;

/**
 * Restarts for {@link GeneralSearch} in FIRST mode, each one keeping what the run before it
 * proved: the values refuted on the branch it leaves become nogoods ({@link GeneralNogoods}),
 * each the placements tried above the refuted one plus the refuted one itself (reduced
 * nld-nogoods). A run lasts {@link #UNIT} nodes times the Luby sequence (1, 1, 2, 1, 1, 2, 4,
 * ...); the conflict history and the last conflict carry over, so the next run branches
 * elsewhere. Off by default: on the Frisch lines measured it took more nodes than the search
 * without restarts, as restarts without nogoods did (BENCHMARKS.md, "Performance round (issue
 * 44)"); {@code -Ddfs.restartUnit=NODES} turns it on for the node-budget harness.
 */
final class GeneralRestarts {

    /** Nodes per Luby step in FIRST mode; 0, the default, never restarts. */
    static final long UNIT = Long.getLong("dfs.restartUnit", 0);

    private final long unit;
    private final GeneralPropagation board;
    private final GeneralNogoods nogoods;
    private int runs = 1;
    private long cutoff;
    private long nodes;
    private boolean restarting;
    /** The refutations on the current branch: level (count of tried placements above), cell, value. */
    private int[] refutedDepth = new int[256];
    private int[] refutedCell = new int[256];
    private long[] refutedBit = new long[256];
    private int refutedCount;

    GeneralRestarts(GeneralPropagation board, long unit) {
        this.board = board;
        this.unit = unit;
        this.cutoff = unit;
        this.nogoods = new GeneralNogoods(board);
    }

    int nogoodCount() {
        return nogoods.count();
    }

    int runs() {
        return runs;
    }

    int refutedCount() {
        return refutedCount;
    }

    /**
     * The placement of {@code bit} into {@code cell}, tried below {@code depth} placements, failed:
     * what was refuted beneath it (from {@code below} on) is implied by this refutation.
     */
    void refuted(int below, int depth, int cell, long bit) {
        refutedCount = below;
        if (refutedCount == refutedCell.length) {
            refutedDepth = Arrays.copyOf(refutedDepth, refutedCount * 2);
            refutedCell = Arrays.copyOf(refutedCell, refutedCount * 2);
            refutedBit = Arrays.copyOf(refutedBit, refutedCount * 2);
        }
        refutedDepth[refutedCount] = depth;
        refutedCell[refutedCount] = cell;
        refutedBit[refutedCount] = bit;
        refutedCount++;
    }

    /**
     * Counts a node; at the run's cutoff, records the branch's nogoods (the placements tried,
     * {@code pathCell}/{@code pathBit} up to {@code depth}) and answers true: the search unwinds
     * to the root and {@link #restart}s.
     */
    boolean due(int[] pathCell, long[] pathBit, int depth) {
        if (++nodes < cutoff) {
            return false;
        }
        for (int r = 0; r < refutedCount; r++) {
            int d = refutedDepth[r];
            if (d == 0) {
                continue; // removed at the root by restart()
            }
            int[] placements = new int[d + 1];
            for (int k = 0; k < d; k++) {
                placements[k] = GeneralNogoods.placement(pathCell[k], pathBit[k]);
            }
            placements[d] = GeneralNogoods.placement(refutedCell[r], refutedBit[r]);
            nogoods.add(placements);
        }
        restarting = true;
        return true;
    }

    boolean restarting() {
        return restarting;
    }

    /**
     * Prepares the settled root level {@code base} for the next run: removes the values refuted
     * at the root, watches the nogoods, propagates. False when that proves there is no solution.
     */
    boolean restart(long[] s, int base) {
        for (int r = 0; r < refutedCount; r++) {
            if (refutedDepth[r] == 0) {
                board.eliminate(s, base, refutedCell[r], refutedBit[r]);
            }
        }
        refutedCount = 0;
        board.nogoods = nogoods;
        while (true) {
            if (!board.propagate(s, base)) {
                return false;
            }
            int removed = nogoods.rewatch(s, base);
            if (removed < 0) {
                return false;
            }
            if (removed == 0) {
                break;
            }
        }
        restarting = false;
        nodes = 0;
        runs++;
        cutoff = unit * luby(runs);
        return true;
    }

    /** The Luby sequence, counted from 1: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ... */
    static long luby(int i) {
        int k = 1;
        while ((1L << k) - 1 < i) {
            k++;
        }
        while (i != (1L << k) - 1) {
            i -= (int) ((1L << (k - 1)) - 1);
            k = 1;
            while ((1L << k) - 1 < i) {
                k++;
            }
        }
        return 1L << (k - 1);
    }
}
