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
        // 2.5-4% slower on top95 and top1465).
        int band0 = 0;
        int band1 = 0;
        int band2 = 0;
        int stack0 = 0;
        int stack1 = 0;
        int stack2 = 0;
        for (int d = 0; d < 9; d++) {
            int i = base + ROW_FLAGS + 3 * d;
            band0 += PLACEMENT_WEIGHT[s[i]];
            band1 += PLACEMENT_WEIGHT[s[i + 1]];
            band2 += PLACEMENT_WEIGHT[s[i + 2]];
            int columns = s[base + COLUMN_FLAGS + d];
            stack0 += PLACEMENT_WEIGHT[columns & 0x1FF];
            stack1 += PLACEMENT_WEIGHT[(columns >>> 9) & 0x1FF];
            stack2 += PLACEMENT_WEIGHT[columns >>> 18];
        }
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
