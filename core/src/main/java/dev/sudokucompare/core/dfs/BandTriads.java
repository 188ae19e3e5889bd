package dev.sudokucompare.core.dfs;

import static dev.sudokucompare.core.dfs.BandBoard.COLUMN_FLAGS;
import static dev.sudokucompare.core.dfs.BandBoard.ROW_FLAGS;
import static dev.sudokucompare.core.dfs.BandTables.LINE_PEERS;
import static dev.sudokucompare.core.dfs.BandTables.MINIROW_CELLS;
import static dev.sudokucompare.core.dfs.BandTables.SOLE_IN_LINE;

/**
 * The counting rule on a settled {@link BandBoard}: the three cells of a minirow (or
 * minicolumn) hold exactly three digits. So a minirow where only three digits can go takes all
 * three (they leave the rest of its row and box), and a minirow that three digits must take
 * holds no other digit; fewer than three possible or more than three certain is a
 * contradiction. It catches the naked and hidden triples of a minirow and what follows from
 * them, and with the band and stack rules and the branching on placements
 * ({@link BandBranching}) it settles most hard puzzles with half the guesses of cell branching
 * with the other rules alone.
 *
 * <p>All 27 minirows (or minicolumns) are counted at once: each digit's flags of the three bands
 * (stacks) packed in one int, added up bit-sliced over the nine digits.
 */
final class BandTriads {

    /** Every minirow of the three bands, packed as the flags are: bit {@code 9 * band + flag}. */
    private static final int ALL = (1 << 27) - 1;

    private BandTriads() {
    }

    /** Applies the rule to minirows, then minicolumns: the words changed, or -1 if dead. */
    static int apply(int[] s, int base) {
        int rows = count(s, base + ROW_FLAGS, 3, 1, false);
        if (rows < 0) {
            return -1;
        }
        int columns = count(s, base + COLUMN_FLAGS, 1, 0, true);
        if (columns < 0) {
            return -1;
        }
        return rows | columns;
    }

    /**
     * Counts the digits that can, and that must, take each line of three; applies the rule where
     * it says something. Flags of digit d in group g (band or stack) are {@code s[at + digitStep *
     * d + g]} when {@code groupStep} is 1, else the 9-bit slices of the packed {@code s[at + d]}.
     */
    private static int count(int[] s, int at, int digitStep, int groupStep, boolean vertical) {
        int once = 0;
        int twice = 0;
        int three = 0;
        int four = 0;
        int mustOnce = 0;
        int mustTwice = 0;
        int mustThree = 0;
        int mustFour = 0;
        for (int d = 0; d < 9; d++) {
            int f = packed(s, at + digitStep * d, groupStep);
            int must = SOLE_IN_LINE[f & 0x1FF] | SOLE_IN_LINE[(f >>> 9) & 0x1FF] << 9 | SOLE_IN_LINE[f >>> 18] << 18;
            four |= three & f;
            three |= twice & f;
            twice |= once & f;
            once |= f;
            mustFour |= mustThree & must;
            mustThree |= mustTwice & must;
            mustTwice |= mustOnce & must;
            mustOnce |= must;
        }
        if (three != ALL || mustFour != 0) {
            return -1;
        }
        int onlyThree = three & ~four;
        // Where exactly three can go and three must, they are the same three: nothing to do.
        if ((onlyThree ^ mustThree) == 0) {
            return 0;
        }
        int changed = 0;
        for (int d = 0; d < 9; d++) {
            int f = packed(s, at + digitStep * d, groupStep);
            for (int g = 0; g < 3; g++) {
                int flags = f >>> (9 * g) & 0x1FF;
                int forced = flags & onlyThree >>> (9 * g);
                int keep = flags & ~LINE_PEERS[forced];
                if ((keep & forced) != forced) {
                    return -1;
                }
                keep &= ~(mustThree >>> (9 * g) & ~SOLE_IN_LINE[flags]);
                if (keep != flags) {
                    if (vertical) {
                        changed |= keepColumns(s, at - COLUMN_FLAGS + 3 * d, g, keep) << (3 * d);
                    } else {
                        s[at - ROW_FLAGS + 3 * d + g] &= MINIROW_CELLS[keep];
                        changed |= 1 << (3 * d + g);
                    }
                }
            }
        }
        return changed;
    }

    private static int packed(int[] s, int i, int groupStep) {
        return groupStep == 0 ? s[i] : s[i] | s[i + 1] << 9 | s[i + 2] << 18;
    }

    /**
     * The digit whose words start at {@code i} keeps only minicolumns {@code keep} of stack t:
     * which of its three words changed (bit b for band b).
     */
    static int keepColumns(int[] s, int i, int t, int keep) {
        int changed = 0;
        for (int band = 0; band < 3; band++) {
            int gone = ((~(keep >>> (3 * band)) & 7) << (3 * t)) * 0x40201;
            int word = s[i + band];
            s[i + band] = word & ~gone;
            changed |= ((word & gone) != 0 ? 1 : 0) << band;
        }
        return changed;
    }
}
