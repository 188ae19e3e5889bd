package dev.sudokucompare.stats;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Holm's step-down adjustment of a family of p-values (Holm, 1979): the i-th smallest of m is
 * multiplied by m - i + 1, and each adjusted value is at least the one before it, capped at 1.
 * Rejecting where the adjusted p is below alpha keeps the chance of any false rejection in the
 * family at most alpha, whatever the dependence between the tests; it is uniformly more powerful
 * than Bonferroni's. A NaN (no test) is no member of the family and stays NaN. commons-statistics
 * has no multiple-comparison adjustment, so it is written here: a sort and a running maximum.
 */
public final class Holm {

    private Holm() {
    }

    /** The adjusted p-values, in the order given. */
    public static double[] adjust(double[] p) {
        Integer[] order = IntStream.range(0, p.length).filter(i -> !Double.isNaN(p[i])).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingDouble(i -> p[i]));
        double[] out = new double[p.length];
        Arrays.fill(out, Double.NaN);
        int m = order.length;
        double running = 0;
        for (int k = 0; k < m; k++) {
            running = Math.max(running, Math.min(1, (m - k) * p[order[k]]));
            out[order[k]] = running;
        }
        return out;
    }
}
