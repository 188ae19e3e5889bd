package dev.sudokucompare.core.dfs.fast;

import static dev.sudokucompare.core.dfs.fast.BandBoard.COLUMN_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandBoard.PENDING;
import static dev.sudokucompare.core.dfs.fast.BandBoard.ROW_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandTables.MINIROW_CELLS;
import static dev.sudokucompare.core.dfs.fast.BandTables.PLACEMENTS;
import static dev.sudokucompare.core.dfs.fast.BandTables.PLACEMENT_COUNT;
import static dev.sudokucompare.core.dfs.fast.BandTables.PLACEMENT_WEIGHT;

/**
 * What a search over {@link BandBoard} levels branches on (outside LEXMIN mode): a digit's
 * placement in a band or a stack, that is which minirow (minicolumn) of each of the three boxes
 * takes it. There are at most six; the band or stack with the fewest placements over all nine
 * digits is the most settled one, and in it a digit with two placements left splits the search
 * in two (else one with three, and so on). How settled a band or stack is counts the ways its
 * digits can still go (the product of their placement counts, summed as logarithms): measured,
 * ~5% fewer nodes on the hardest set than the plain sum of the counts. A decision so taken says
 * more than a digit in a cell, and the search needs about half as many of them.
 */
final class BandBranching {

    private BandBranching() {
    }

    /**
     * The branching choice on a settled board: {@code group << 4 | digit}, groups 0-2 the bands
     * and 3-5 the stacks; -1 if every digit is placed everywhere.
     */
    static int choose(int[] s, int base) {
        // Every group's weight in one pass over the nine digits' flags (a pass per group was
        // 2.5-4% slower on top95 and top1465), the three bands' (stacks') in 16-bit lanes of a
        // long (a weight is at most 179, nine of them 1,611), written out for the nine digits.
        int rows = base + ROW_FLAGS;
        int columns = base + COLUMN_FLAGS;
        long bands = bandWeights(s, rows) + bandWeights(s, rows + 3) + bandWeights(s, rows + 6)
                + bandWeights(s, rows + 9) + bandWeights(s, rows + 12) + bandWeights(s, rows + 15)
                + bandWeights(s, rows + 18) + bandWeights(s, rows + 21) + bandWeights(s, rows + 24);
        long stacks = stackWeights(s[columns]) + stackWeights(s[columns + 1]) + stackWeights(s[columns + 2])
                + stackWeights(s[columns + 3]) + stackWeights(s[columns + 4]) + stackWeights(s[columns + 5])
                + stackWeights(s[columns + 6]) + stackWeights(s[columns + 7]) + stackWeights(s[columns + 8]);
        int band0 = (int) bands & 0xFFFF;
        int band1 = (int) (bands >>> 16) & 0xFFFF;
        int band2 = (int) (bands >>> 32);
        int stack0 = (int) stacks & 0xFFFF;
        int stack1 = (int) (stacks >>> 16) & 0xFFFF;
        int stack2 = (int) (stacks >>> 32);
        int best = Math.min(Math.min(Math.min(key(band0, 0), key(band1, 1)), key(band2, 2)),
                Math.min(Math.min(key(stack0, 3), key(stack1, 4)), key(stack2, 5)));
        if (best == Integer.MAX_VALUE) {
            return -1;
        }
        int bestGroup = best & 7;
        int bestDigit = -1;
        int bestCount = 7;
        for (int d = 0; d < 9; d++) {
            int count = PLACEMENT_COUNT[flags(s, base, bestGroup, d)];
            if (count > 1 && count < bestCount) {
                bestCount = count;
                bestDigit = d;
                if (count == 2) {
                    break;
                }
            }
        }
        return bestGroup << 4 | bestDigit;
    }

    /** A digit's placement weights in the three bands, from its flags at {@code i}: lanes 0-2 of 16 bits. */
    private static long bandWeights(int[] s, int i) {
        return PLACEMENT_WEIGHT[s[i] & 0x1FF] | PLACEMENT_WEIGHT[s[i + 1] & 0x1FF] << 16
                | (long) PLACEMENT_WEIGHT[s[i + 2] & 0x1FF] << 32;
    }

    /** A digit's placement weights in the three stacks, from its minicolumn flags. */
    private static long stackWeights(int flags) {
        return PLACEMENT_WEIGHT[flags & 0x1FF] | PLACEMENT_WEIGHT[(flags >>> 9) & 0x1FF] << 16
                | (long) PLACEMENT_WEIGHT[(flags >>> 18) & 0x1FF] << 32;
    }

    /**
     * A group's weight and number in one int, so the least is the best group and a tie goes to
     * the lower number; a group with nothing left to place never wins.
     */
    private static int key(int total, int group) {
        return total > 0 ? total << 3 | group : Integer.MAX_VALUE;
    }

    /** The flags of {@code digit} in a group (band 0-2, stack 3-5). */
    static int flags(int[] s, int base, int group, int digit) {
        return group < 3
                ? s[base + ROW_FLAGS + 3 * digit + group]
                : s[base + COLUMN_FLAGS + digit] >>> (9 * (group - 3)) & 0x1FF;
    }

    /** The placements that fit the flags, as a bit set over {@link BandTables#PLACEMENTS}. */
    static int placementsIn(int flags) {
        int set = 0;
        for (int p = 0; p < 6; p++) {
            if ((flags & PLACEMENTS[p]) == PLACEMENTS[p]) {
                set |= 1 << p;
            }
        }
        return set;
    }

    /** Restricts {@code digit} in the group to placement {@code p}, marking its words pending. */
    static void place(int[] s, int base, int group, int digit, int p) {
        if (group < 3) {
            s[base + 3 * digit + group] &= MINIROW_CELLS[PLACEMENTS[p]];
            s[base + PENDING] |= 1 << (3 * digit + group);
        } else {
            s[base + PENDING] |= BandTriads.keepColumns(s, base + 3 * digit, group - 3, PLACEMENTS[p]) << (3 * digit);
        }
    }
}
