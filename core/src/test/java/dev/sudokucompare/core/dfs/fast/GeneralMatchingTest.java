package dev.sudokucompare.core.dfs.fast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The all-different rule against its definition: on seeded random candidates in one unit, a
 * value stays in a cell exactly when some one-to-one assignment of the unit's open values to its
 * open cells gives it that cell (found here by enumerating the assignments), and the unit fails
 * exactly when there is none.
 */
class GeneralMatchingTest {

    @Test
    void keepsExactlyTheValuesSomeAssignmentUses() {
        SplittableRandom random = new SplittableRandom(20261130);
        int pruned = 0;
        int failed = 0;
        for (int round = 0; round < 3000; round++) {
            Shape shape = round % 2 == 0 ? Shape.of(3, 3) : Shape.of(3, 4);
            Outcome outcome = oneUnit(ShapeTopology.of(shape), random);
            pruned += outcome.pruned ? 1 : 0;
            failed += outcome.failed ? 1 : 0;
        }
        assertThat(pruned).as("rounds where the rule removed a value").isGreaterThan(300);
        assertThat(failed).as("rounds with no assignment").isGreaterThan(100);
    }

    private record Outcome(boolean pruned, boolean failed) {
    }

    /**
     * Unit 0 with {@code k} open cells holding random subsets (two or more values) of {@code k}
     * open values, the other cells placed; the rule runs on it alone.
     */
    private static Outcome oneUnit(ShapeTopology topology, SplittableRandom random) {
        GeneralPropagation propagation = new GeneralPropagation(topology);
        long[] s = new long[propagation.stride];
        int n = topology.size;
        int[] unit = topology.units[0];
        int k = 4 + random.nextInt(6);
        int[] values = permutation(n, random);
        long openValues = 0;
        for (int i = 0; i < k; i++) {
            openValues |= 1L << values[i];
        }
        int[] cells = permutation(n, random);
        long[] before = new long[n];
        int next = k;
        for (int i = 0; i < n; i++) {
            int position = cells[i];
            if (i < k) {
                long free;
                do {
                    // Each open value with a chance of about a third.
                    free = openValues & (random.nextLong() & random.nextLong()
                            | random.nextLong() & random.nextLong() & random.nextLong());
                } while (Long.bitCount(free) < 2);
                before[position] = free;
            } else {
                before[position] = 1L << values[next++];
            }
            s[unit[position]] = before[position];
        }
        propagation.matching.touched(0);
        propagation.matching.apply(s, 0);
        boolean failed = propagation.contradiction();

        long[] supported = new long[n];
        boolean any = assign(before, unit.length, 0, 0, new long[n], supported);
        assertThat(failed).as("the unit fails exactly when no assignment exists").isEqualTo(!any);
        boolean pruned = false;
        if (!failed) {
            for (int p = 0; p < n; p++) {
                assertThat(s[unit[p]]).as("cell %d of %s", p, Arrays.toString(before)).isEqualTo(supported[p]);
                pruned |= s[unit[p]] != before[p];
            }
        }
        return new Outcome(pruned, failed);
    }

    /** Enumerates assignments from position {@code p}; marks the values each one uses. */
    private static boolean assign(long[] domains, int n, int p, long used, long[] chosen, long[] supported) {
        if (p == n) {
            for (int i = 0; i < n; i++) {
                supported[i] |= chosen[i];
            }
            return true;
        }
        boolean any = false;
        for (long free = domains[p] & ~used; free != 0; free &= free - 1) {
            long bit = free & -free;
            chosen[p] = bit;
            any |= assign(domains, n, p + 1, used | bit, chosen, supported);
        }
        return any;
    }

    /** 0 .. n-1 in a random order. */
    private static int[] permutation(int n, SplittableRandom random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }
}
