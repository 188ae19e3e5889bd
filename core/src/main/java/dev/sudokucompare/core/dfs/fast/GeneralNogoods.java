package dev.sudokucompare.core.dfs.fast;

import java.util.Arrays;

/**
 * Nogoods recorded at restarts (reduced nld-nogoods, Lecoutre, Sais, Tabary and Vidal 2007): sets
 * of placements {@code cell = value} that no solution holds all together, learnt from the
 * refutations on the branch a restart leaves, so the next run does not search them again. Each is
 * watched on two of its placements, as a SAT solver watches a clause: when a watched placement is
 * made, another placement not yet made takes its watch; when none is left, the value of the other
 * watched placement is removed (or, if that one is made too, the level fails). Watches need no
 * undoing when the search backs up, as levels only lose placements then.
 *
 * <p>A placement is written {@code cell << 6 | value index}. A placement counts as made when its
 * cell has that value alone, placed or about to be (a single is always placed or fails its level).
 */
final class GeneralNogoods {

    private final GeneralPropagation board;
    private int[][] nogoods = new int[64][];
    private int count;
    /** Per placement, the nogoods that watch it; allocated on first use. */
    private final int[][] watchers;
    private final int[] watcherCount;

    GeneralNogoods(GeneralPropagation board) {
        this.board = board;
        this.watchers = new int[board.cellCount << 6][];
        this.watcherCount = new int[board.cellCount << 6];
    }

    int count() {
        return count;
    }

    static int placement(int cell, long bit) {
        return cell << 6 | Long.numberOfTrailingZeros(bit);
    }

    /** Records a nogood of two or more placements; {@link #rewatch} watches it. */
    void add(int[] placements) {
        if (count == nogoods.length) {
            nogoods = Arrays.copyOf(nogoods, count * 2);
        }
        nogoods[count++] = placements;
    }

    private static boolean made(long[] s, int base, int placement) {
        return s[base + (placement >>> 6)] == 1L << (placement & 63);
    }

    /**
     * Watches every nogood afresh on the settled root level {@code base}: on two placements not
     * made there. A nogood with one such placement left removes that value at the root; one with
     * none means the puzzle has no solution. Returns the number of values removed, or -1 for no
     * solution; the caller propagates and calls again until nothing is removed.
     */
    int rewatch(long[] s, int base) {
        Arrays.fill(watcherCount, 0);
        int removed = 0;
        for (int g = 0; g < count; g++) {
            int[] lits = nogoods[g];
            int open = 0;
            for (int k = 0; k < lits.length && open < 2; k++) {
                if (!made(s, base, lits[k])) {
                    int t = lits[open];
                    lits[open] = lits[k];
                    lits[k] = t;
                    open++;
                }
            }
            if (open == 0) {
                return -1;
            }
            if (open == 1) {
                if (board.eliminate(s, base, lits[0] >>> 6, 1L << (lits[0] & 63))) {
                    removed++;
                }
                continue;
            }
            watch(lits[0], g);
            watch(lits[1], g);
        }
        return removed;
    }

    private void watch(int placement, int g) {
        int[] list = watchers[placement];
        int n = watcherCount[placement];
        if (list == null) {
            list = watchers[placement] = new int[4];
        } else if (n == list.length) {
            list = watchers[placement] = Arrays.copyOf(list, n * 2);
        }
        list[n] = g;
        watcherCount[placement] = n + 1;
    }

    /**
     * {@code cell} was just given the value {@code bit} on level {@code base}: visits the
     * nogoods watching that placement, moving their watch or removing a value.
     */
    void placed(long[] s, int base, int cell, long bit) {
        int made = placement(cell, bit);
        int n = watcherCount[made];
        if (n == 0) {
            return;
        }
        int[] list = watchers[made];
        int i = 0;
        while (i < n) {
            int g = list[i];
            int[] lits = nogoods[g];
            if (lits[0] == made) {
                lits[0] = lits[1];
                lits[1] = made;
            }
            int other = lits[0];
            long otherBit = 1L << (other & 63);
            long otherFree = s[base + (other >>> 6)];
            if ((otherFree & otherBit) == 0) {
                i++; // the nogood holds: the other placement cannot be made any more
                continue;
            }
            int k = 2;
            while (k < lits.length && made(s, base, lits[k])) {
                k++;
            }
            if (k < lits.length) {
                lits[1] = lits[k];
                lits[k] = made;
                watch(lits[1], g);
                list[i] = list[--n];
                continue;
            }
            if (otherFree == otherBit) {
                board.failCell(other >>> 6);
                break;
            }
            board.eliminate(s, base, other >>> 6, otherBit);
            i++;
        }
        watcherCount[made] = n;
    }
}
