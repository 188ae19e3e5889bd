package dev.sudokucompare.core.dfs.fast;

import static dev.sudokucompare.core.dfs.fast.BandBoard.COLUMN_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandBoard.ROW_FLAGS;
import static dev.sudokucompare.core.dfs.fast.BandTables.LINE_PEERS;
import static dev.sudokucompare.core.dfs.fast.BandTables.MINIROW_CELLS;
import static dev.sudokucompare.core.dfs.fast.BandTables.SOLE_IN_LINE;

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
 * (stacks) packed in one int, added up bit-sliced over the nine digits. The flags are read from
 * the level ({@link BandBoard}), exact when the other rules have nothing left to do.
 */
final class BandTriads {

    /** Every minirow of the three bands, packed as the flags are: bit {@code 9 * band + flag}. */
    private static final int ALL = (1 << 27) - 1;

    private BandTriads() {
    }

    /** Applies the rule to minirows, then minicolumns: the words changed, or -1 if dead. */
    static int apply(int[] s, int base) {
        int rows = rows(s, base);
        if (rows < 0) {
            return -1;
        }
        int columns = columns(s, base);
        if (columns < 0) {
            return -1;
        }
        return rows | columns;
    }

    // rows and columns differ only in how a digit's flags are read. One loop taking the
    // orientation as a parameter measured 4-6% slower on norvig-top95 (CountTwoBenchmark, JDK 17),
    // so each keeps its own.
    private static int rows(int[] s, int base) {
        int once = 0;
        int twice = 0;
        int three = 0;
        int four = 0;
        int mustOnce = 0;
        int mustTwice = 0;
        int mustThree = 0;
        int mustFour = 0;
        for (int i = base + ROW_FLAGS; i < base + ROW_FLAGS + 27; i += 3) {
            int f0 = s[i];
            int f1 = s[i + 1];
            int f2 = s[i + 2];
            int f = f0 | f1 << 9 | f2 << 18;
            int must = SOLE_IN_LINE[f0] | SOLE_IN_LINE[f1] << 9 | SOLE_IN_LINE[f2] << 18;
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
        return (onlyThree ^ mustThree) == 0 ? 0 : apply(s, base, onlyThree, mustThree, false);
    }

    private static int columns(int[] s, int base) {
        int once = 0;
        int twice = 0;
        int three = 0;
        int four = 0;
        int mustOnce = 0;
        int mustTwice = 0;
        int mustThree = 0;
        int mustFour = 0;
        for (int i = base + COLUMN_FLAGS; i < base + COLUMN_FLAGS + 9; i++) {
            int f = s[i];
            int must = SOLE_IN_LINE[f & 0x1FF] | SOLE_IN_LINE[(f >>> 9) & 0x1FF] << 9 | SOLE_IN_LINE[(f >>> 18) & 0x1FF] << 18;
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
        return (onlyThree ^ mustThree) == 0 ? 0 : apply(s, base, onlyThree, mustThree, true);
    }

    /**
     * Applies the rule where the counts say something: digits that can go in a line of three
     * with only two others take it; digits that are not among the three that must take a line
     * leave it. The words changed, or -1 on a contradiction.
     */
    private static int apply(int[] s, int base, int onlyThree, int mustThree, boolean vertical) {
        int changed = 0;
        for (int d = 0; d < 9; d++) {
            int f = vertical ? s[base + COLUMN_FLAGS + d]
                    : s[base + ROW_FLAGS + 3 * d] | s[base + ROW_FLAGS + 3 * d + 1] << 9 | s[base + ROW_FLAGS + 3 * d + 2] << 18;
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
                        changed |= keepColumns(s, base + 3 * d, g, keep) << (3 * d);
                    } else {
                        s[base + 3 * d + g] &= MINIROW_CELLS[keep];
                        changed |= 1 << (3 * d + g);
                    }
                }
            }
        }
        return changed;
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
