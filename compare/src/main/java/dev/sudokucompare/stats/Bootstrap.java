package dev.sudokucompare.stats;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.apache.commons.statistics.distribution.BinomialDistribution;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * 95% bootstrap intervals that respect skewed times and never leave the data's range (so never go
 * below zero). The mean gets Efron's BCa interval (bias-corrected and accelerated: it corrects for
 * the skew of the bootstrap distribution, which the percentile interval and Student's t ignore):
 * {@value #RESAMPLES} seeded resamples up to {@value #MONTE_CARLO_LIMIT} values; above that the
 * bootstrap distribution of a mean is near normal and is replaced by its Cornish-Fisher
 * expansion from its exact moments (what the resamples would estimate, without their noise or
 * cost). The median gets the percentile interval, computed exactly: the bootstrap distribution of
 * an order statistic is binomial, so no resampling is needed (and BCa's jackknife acceleration is
 * not consistent for a median).
 */
public final class Bootstrap {

    public static final double CONFIDENCE = 0.95;
    public static final int RESAMPLES = 2000;
    /** The seed of every resampling: data sorted first, so equal data give equal intervals. */
    public static final long SEED = 20_240_917L;
    /** Up to this many values the mean's interval resamples; above, Cornish-Fisher. */
    public static final int MONTE_CARLO_LIMIT = 10_000;

    private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);

    private Bootstrap() {
    }

    /** BCa interval of the mean of {@code values} (any order); {NaN, NaN} below two values. */
    static double[] meanInterval(double[] values) {
        int n = values.length;
        if (n < 2) {
            return new double[] {Double.NaN, Double.NaN};
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        Moments m = Moments.of(sorted);
        if (m.m2 == 0) {
            return new double[] {m.mean, m.mean};
        }
        return n <= MONTE_CARLO_LIMIT ? monteCarloBca(sorted, m, RESAMPLES) : cornishFisherBca(m, n);
    }

    /** Efron and Tibshirani (1993), ch. 14.3: seeded resamples, z0 from their median bias, a from the jackknife. */
    static double[] monteCarloBca(double[] sorted, Moments m, int resamples) {
        int n = sorted.length;
        SplittableRandom random = new SplittableRandom(SEED);
        double[] means = new double[resamples];
        double below = 0;
        for (int b = 0; b < resamples; b++) {
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += sorted[random.nextInt(n)];
            }
            means[b] = sum / n;
            below += means[b] < m.mean ? 1 : means[b] == m.mean ? 0.5 : 0;
        }
        Arrays.sort(means);
        double z0 = NORMAL.inverseCumulativeProbability(clamp(below / resamples, resamples));
        double a = m.acceleration();
        double[] out = new double[2];
        for (int side = 0; side < 2; side++) {
            double level = adjusted(z0, a, side == 0 ? (1 - CONFIDENCE) / 2 : (1 + CONFIDENCE) / 2);
            int k = (int) Math.round(level * (resamples + 1));
            out[side] = means[Math.min(resamples, Math.max(1, k)) - 1];
        }
        return out;
    }

    /**
     * BCa from the bootstrap distribution of the mean described by its exact cumulants (mean,
     * variance m2 / n, skewness g1 / sqrt n, excess kurtosis g2 / n): z0 from its Edgeworth
     * expansion at the mean, quantiles by Cornish-Fisher, a as for the resamples.
     */
    static double[] cornishFisherBca(Moments m, int n) {
        double k3 = m.skewness() / Math.sqrt(n);
        double k4 = m.excessKurtosis() / n;
        double z0 = NORMAL.inverseCumulativeProbability(0.5 + k3 / (6 * Math.sqrt(2 * Math.PI)));
        double a = m.acceleration();
        double se = Math.sqrt(m.m2 / n);
        double[] out = new double[2];
        for (int side = 0; side < 2; side++) {
            double z = NORMAL.inverseCumulativeProbability(adjusted(z0, a, side == 0 ? (1 - CONFIDENCE) / 2
                    : (1 + CONFIDENCE) / 2));
            double w = z + (z * z - 1) * k3 / 6 + (z * z * z - 3 * z) * k4 / 24 - (2 * z * z * z - 5 * z) * k3 * k3 / 36;
            out[side] = Math.min(m.max, Math.max(m.min, m.mean + se * w));
        }
        return out;
    }

    /** BCa's level for nominal {@code alpha}: Phi(z0 + (z0 + z) / (1 - a (z0 + z))). */
    private static double adjusted(double z0, double a, double alpha) {
        double z = z0 + NORMAL.inverseCumulativeProbability(alpha);
        return NORMAL.cumulativeProbability(z0 + z / (1 - a * z));
    }

    private static double clamp(double p, int resamples) {
        double edge = 0.5 / resamples;
        return Math.min(1 - edge, Math.max(edge, p));
    }

    /**
     * The percentile interval of the median of n values, as 1-based order statistics {low, high}
     * of the data; null below two values. A resample's j-th order statistic is at most the data's
     * k-th exactly when at least j of its n draws fall at or below it: Binomial(n, k / n). The
     * median of an even count lies between its j = n/2 and n/2 + 1: the lower end uses the first,
     * the upper end the second, so the interval is, if anything, wider than the exact one.
     */
    static int[] medianInterval(int n) {
        if (n < 2) {
            return null;
        }
        double tail = (1 - CONFIDENCE) / 2;
        return new int[] {percentile(n, (n + 1) / 2, tail), percentile(n, n / 2 + 1, 1 - tail)};
    }

    /** The smallest k whose value is at or above the q-quantile of the resamples' j-th order statistic. */
    static int percentile(int n, int j, double q) {
        int lo = 1;
        int hi = n;
        while (lo < hi) {
            int k = (lo + hi) >>> 1;
            double atMost = k == n ? 1 : BinomialDistribution.of(n, (double) k / n).survivalProbability(j - 1);
            if (atMost >= q) {
                hi = k;
            } else {
                lo = k + 1;
            }
        }
        return lo;
    }

    /** Central moments of a sample (divided by n: the bootstrap's own distribution). */
    record Moments(int n, double mean, double m2, double m3, double m4, double min, double max) {

        static Moments of(double[] v) {
            double sum = 0;
            double min = Double.POSITIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            for (double x : v) {
                sum += x;
                min = Math.min(min, x);
                max = Math.max(max, x);
            }
            double mean = sum / v.length;
            double m2 = 0;
            double m3 = 0;
            double m4 = 0;
            for (double x : v) {
                double d = x - mean;
                double d2 = d * d;
                m2 += d2;
                m3 += d2 * d;
                m4 += d2 * d2;
            }
            return new Moments(v.length, mean, m2 / v.length, m3 / v.length, m4 / v.length, min, max);
        }

        double skewness() {
            return m3 / Math.pow(m2, 1.5);
        }

        double excessKurtosis() {
            return m4 / (m2 * m2) - 3;
        }

        /** The jackknife acceleration of a mean: sum d^3 / (6 (sum d^2)^1.5) = skewness / (6 sqrt n). */
        double acceleration() {
            return skewness() / (6 * Math.sqrt(n));
        }
    }
}
