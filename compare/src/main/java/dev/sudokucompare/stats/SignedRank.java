package dev.sudokucompare.stats;

import java.util.Arrays;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;

/**
 * Wilcoxon's signed-rank test of paired differences (two-sided, commons-statistics: exact below
 * 50 pairs without ties or zeros, else the normal approximation with its tie and continuity
 * corrections), with the Hodges-Lehmann estimate of their centre (the median of the Walsh
 * averages (d_i + d_j) / 2, i <= j) and its 95% interval from the same test (Hollander and Wolfe,
 * 3.3: the k-th smallest and k-th largest Walsh averages). NaN where there is no pair, and an
 * interval of NaN below six pairs (too few for 95%).
 */
record SignedRank(int n, double pValue, double estimate, double low, double high) {

    /** Below this many pairs the interval uses the exact null distribution, as the test does. */
    static final int EXACT_BELOW = 50;

    static final SignedRank NONE = new SignedRank(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    static SignedRank of(double[] differences) {
        int n = differences.length;
        if (n == 0) {
            return NONE;
        }
        double[] d = differences.clone();
        Arrays.sort(d);
        long walsh = (long) n * (n + 1) / 2;
        double estimate = walsh % 2 == 1 ? walshAverage(d, (walsh + 1) / 2)
                : (walshAverage(d, walsh / 2) + walshAverage(d, walsh / 2 + 1)) / 2;
        long k = lowerRank(n, (1 - Bootstrap.CONFIDENCE) / 2);
        double low = k >= 1 ? walshAverage(d, k) : Double.NaN;
        double high = k >= 1 ? walshAverage(d, walsh + 1 - k) : Double.NaN;
        return new SignedRank(n, pValue(d), estimate, low, high);
    }

    private static double pValue(double[] d) {
        boolean allZero = d[0] == 0 && d[d.length - 1] == 0;
        if (allZero) {
            return 1;
        }
        return WilcoxonSignedRankTest.withDefaults().test(d).getPValue();
    }

    /**
     * k for the interval [W(k), W(M + 1 - k)]: one more than the largest c with P(W+ <= c) <= tail
     * under the null hypothesis; 0 when no c qualifies (too few pairs for a 95% interval).
     */
    static long lowerRank(int n, double tail) {
        long walsh = (long) n * (n + 1) / 2;
        if (n < EXACT_BELOW) {
            double[] cdf = nullCdf(n);
            long c = -1;
            while (c + 1 < cdf.length && cdf[(int) (c + 1)] <= tail) {
                c++;
            }
            return c + 1;
        }
        double sd = Math.sqrt(n * (n + 1.0) * (2 * n + 1) / 24);
        double z = NormalDistribution.of(0, 1).inverseSurvivalProbability(tail);
        // P(W+ <= c) ~ Phi((c + 0.5 - M/2) / sd) <= tail, continuity corrected.
        long c = (long) Math.floor(walsh / 2.0 - 0.5 - z * sd);
        return Math.max(0, c + 1);
    }

    /** P(W+ <= w), w = 0..M, for n pairs without ties: the 2^n equally likely sign patterns, counted. */
    static double[] nullCdf(int n) {
        int walsh = n * (n + 1) / 2;
        double[] ways = new double[walsh + 1];
        ways[0] = 1;
        for (int rank = 1; rank <= n; rank++) {
            for (int w = walsh; w >= rank; w--) {
                ways[w] += ways[w - rank];
            }
        }
        double total = Math.pow(2, n);
        double[] cdf = new double[walsh + 1];
        double acc = 0;
        for (int w = 0; w <= walsh; w++) {
            acc += ways[w];
            cdf[w] = acc / total;
        }
        return cdf;
    }

    /**
     * The k-th smallest (1-based) Walsh average of sorted {@code d}, without listing the n(n+1)/2
     * of them: the smallest double s with at least k pair sums d_i + d_j <= s, found by bisecting
     * the doubles in order (at most 64 rounds of an O(n) count), halved.
     */
    static double walshAverage(double[] d, long k) {
        long lo = sortable(2 * d[0]);
        long hi = sortable(2 * d[d.length - 1]);
        while (lo < hi) {
            long mid = (lo & hi) + ((lo ^ hi) >> 1); // the floor of the mean, without overflow
            if (pairsAtMost(d, unsortable(mid)) >= k) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return unsortable(lo) / 2;
    }

    /** How many pairs i <= j have d_i + d_j <= s (two pointers over sorted d). */
    static long pairsAtMost(double[] d, double s) {
        long count = 0;
        int j = d.length - 1;
        for (int i = 0; i < d.length && i <= j; i++) {
            while (j >= i && d[i] + d[j] > s) {
                j--;
            }
            if (j >= i) {
                count += j - i + 1;
            }
        }
        return count;
    }

    /** Doubles as longs in the same order (negative values flipped), for bisection. */
    private static long sortable(double x) {
        long bits = Double.doubleToLongBits(x == 0 ? 0.0 : x);
        return bits >= 0 ? bits : bits ^ Long.MAX_VALUE;
    }

    private static double unsortable(long s) {
        return Double.longBitsToDouble(s >= 0 ? s : s ^ Long.MAX_VALUE);
    }
}
