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

    /**
     * For a 3x3 flag set f: f in the low word and {@code SOLE_IN_LINE[f]} in the high word, so
     * one lookup gives both and a shift moves both.
     */
    private static final long[] FLAGS_AND_SOLE = new long[512];

    static {
        for (int f = 0; f < 512; f++) {
            FLAGS_AND_SOLE[f] = f | (long) SOLE_IN_LINE[f] << 32;
        }
    }

    // Each digit's possible minirows (low word) and certain ones (high word), for the nine
    // digits at once: counted bit-sliced in longs by a carry-save adder tree. rows and columns
    // differ only in how a digit's flags are read; written out for the nine digits, as a loop's
    // set-up cost more than its body here.
    private static int rows(int[] s, int base) {
        int i = base + ROW_FLAGS;
        return counted(s, base, false, rowFlags(s, i), rowFlags(s, i + 3), rowFlags(s, i + 6), rowFlags(s, i + 9),
                rowFlags(s, i + 12), rowFlags(s, i + 15), rowFlags(s, i + 18), rowFlags(s, i + 21), rowFlags(s, i + 24));
    }

    private static int columns(int[] s, int base) {
        int i = base + COLUMN_FLAGS;
        return counted(s, base, true, columnFlags(s[i]), columnFlags(s[i + 1]), columnFlags(s[i + 2]),
                columnFlags(s[i + 3]), columnFlags(s[i + 4]), columnFlags(s[i + 5]), columnFlags(s[i + 6]),
                columnFlags(s[i + 7]), columnFlags(s[i + 8]));
    }

    /** A digit's minirow flags of the three bands, from {@code i}, with the certain ones above. */
    private static long rowFlags(int[] s, int i) {
        return FLAGS_AND_SOLE[s[i] & 0x1FF] | FLAGS_AND_SOLE[s[i + 1] & 0x1FF] << 9 | FLAGS_AND_SOLE[s[i + 2] & 0x1FF] << 18;
    }

    /** A digit's minicolumn flags of the three stacks, with the certain ones above. */
    private static long columnFlags(int flags) {
        return FLAGS_AND_SOLE[flags & 0x1FF] | FLAGS_AND_SOLE[(flags >>> 9) & 0x1FF] << 9
                | FLAGS_AND_SOLE[(flags >>> 18) & 0x1FF] << 18;
    }

    /**
     * Counts the nine digits' flags (full adders: three of three digits, then their sums and their
     * carries) and applies the rule: -1 if a line has fewer than three digits possible or more
     * than three certain; else what {@link #apply(int[], int, int, int, boolean)} changes.
     */
    private static int counted(int[] s, int base, boolean vertical, long a, long b, long c, long d, long e, long f,
            long g, long h, long k) {
        long ab = a ^ b;
        long sum1 = ab ^ c;
        long carry1 = a & b | ab & c;
        long de = d ^ e;
        long sum2 = de ^ f;
        long carry2 = d & e | de & f;
        long gh = g ^ h;
        long sum3 = gh ^ k;
        long carry3 = g & h | gh & k;
        long sums12 = sum1 ^ sum2;
        long ones = sums12 ^ sum3;
        long twosFromOnes = sum1 & sum2 | sums12 & sum3;
        long carries12 = carry1 ^ carry2;
        long twosFromCarries = carries12 ^ carry3;
        long foursFromCarries = carry1 & carry2 | carries12 & carry3;
        long twos = twosFromOnes ^ twosFromCarries;
        long fourOrMore = foursFromCarries | twosFromOnes & twosFromCarries;
        long three = ones & twos & ~fourOrMore;
        int atLeastThree = (int) (fourOrMore | ones & twos);
        if ((atLeastThree & ALL) != ALL || (fourOrMore >>> 32) != 0) {
            return -1;
        }
        int onlyThree = (int) three;
        int mustThree = (int) (three >>> 32);
        // Where exactly three can go and three must, they are the same three: nothing to do.
        return (onlyThree ^ mustThree) == 0 ? 0 : apply(s, base, onlyThree, mustThree, vertical);
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
