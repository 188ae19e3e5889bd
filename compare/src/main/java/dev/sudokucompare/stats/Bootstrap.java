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
 * bootstrap distribution of a mean is computed, not sampled: its cumulant generating function is
 * known exactly, and the saddlepoint approximation turns it into quantiles (Davison and Hinkley,
 * 1988). That is what the resamples would estimate, without their noise, and a few dozen passes
 * over the data instead of {@value #RESAMPLES} (the resampling cost n x 2,000 draws, more than
 * the solving in a run of 10,000 easy puzzles). The median gets the percentile interval, computed
 * exactly: the bootstrap distribution of an order statistic is binomial, so no resampling is
 * needed (and BCa's jackknife acceleration is not consistent for a median).
 */
public final class Bootstrap {

    public static final double CONFIDENCE = 0.95;
    public static final int RESAMPLES = 2000;
    /** The seed of every resampling: data sorted first, so equal data give equal intervals. */
    public static final long SEED = 20_240_917L;
    /** Up to this many values the mean's interval resamples; above, the saddlepoint. */
    public static final int MONTE_CARLO_LIMIT = 1_000;

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
        return n <= MONTE_CARLO_LIMIT ? monteCarloBca(sorted, m, RESAMPLES) : saddlepointBca(sorted, m);
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
     * BCa with the bootstrap distribution's quantiles from the saddlepoint approximation. A
     * resample's sum of standardized deviations e has the cumulant generating function
     * K(t) = n log mean_j exp(t e_j), exactly; its distribution function at K'(t) is
     * Lugannani and Rice's Phi(w) + phi(w) (1/w - 1/u), w = sign(t) sqrt(2 (t K'(t) - K(t))),
     * u = t sqrt(K''(t)), and each BCa level is reached by solving for t. At the mean itself (t =
     * 0) the formula's limit is the Edgeworth term 1/2 + skewness / (6 sqrt(2 pi n)), which gives
     * z0; a is the jackknife's, as for the resamples.
     */
    static double[] saddlepointBca(double[] sorted, Moments m) {
        int n = sorted.length;
        double sd = Math.sqrt(m.m2);
        Saddlepoint sp = Saddlepoint.of(sorted, m.mean, sd);
        double z0 = NORMAL.inverseCumulativeProbability(0.5 + m.skewness() / (6 * Math.sqrt(2 * Math.PI * n)));
        double a = m.acceleration();
        double[] out = new double[2];
        for (int side = 0; side < 2; side++) {
            double level = adjusted(z0, a, side == 0 ? (1 - CONFIDENCE) / 2 : (1 + CONFIDENCE) / 2);
            double meanDeviation = sp.quantile(level);
            out[side] = Math.min(m.max, Math.max(m.min, m.mean + sd * meanDeviation));
        }
        return out;
    }

    /**
     * The saddlepoint distribution of a resample's mean of n standardized values: the distinct
     * ones {@code e}, ascending, each {@code count} times.
     */
    static final class Saddlepoint {
        private final double[] e;
        private final double[] count;
        private final int n;
        /** K'(t) / n of the last {@link #at} call: the resample mean (of e) it is the distribution function at. */
        private double tiltedMean;
        /** The derivative in t of the last {@link #at} call's value. */
        private double slope;

        Saddlepoint(double[] e, double[] count, int n) {
            this.e = e;
            this.count = count;
            this.n = n;
        }

        /**
         * Of {@code sorted} standardized by {@code mean} and {@code sd}. Equal times are frequent (a
         * clock's ticks, a fast solver's few distinct figures): each distinct value once, with its
         * count, gives the same sums with far fewer exp calls (kaggle's 10,000 dfs times have a
         * few hundred distinct values).
         */
        static Saddlepoint of(double[] sorted, double mean, double sd) {
            int n = sorted.length;
            double[] e = new double[n];
            double[] count = new double[n];
            int distinct = 0;
            for (int j = 0; j < n; j++) {
                if (distinct > 0 && sorted[j] == sorted[j - 1]) {
                    count[distinct - 1]++;
                } else {
                    e[distinct] = (sorted[j] - mean) / sd;
                    count[distinct++] = 1;
                }
            }
            return new Saddlepoint(Arrays.copyOf(e, distinct), Arrays.copyOf(count, distinct), n);
        }

        int distinctValues() {
            return e.length;
        }

        /**
         * The resample mean (of e) with distribution function {@code p}: Newton steps from the
         * normal guess (the slope taken is phi(w) sqrt(K''(t)), the saddlepoint density times
         * dK'/dt, the leading term's), kept inside the bracket they narrow (bisecting when a step
         * would leave it). Five to ten passes over the data per level on skewed times.
         */
        double quantile(double p) {
            double lo = Double.NEGATIVE_INFINITY;
            double hi = Double.POSITIVE_INFINITY;
            double scale = 1 / Math.sqrt(n);
            double t = NORMAL.inverseCumulativeProbability(p) * scale;
            for (int i = 0; i < 200; i++) {
                double f = at(t) - p;
                // A level off by 1e-9 moves an endpoint by far less than the data's resolution.
                if (Math.abs(f) < 1e-9) {
                    break;
                }
                if (f < 0) {
                    lo = t;
                } else {
                    hi = t;
                }
                double next = t - f / slope;
                if (!(next > lo && next < hi)) {
                    next = lo == Double.NEGATIVE_INFINITY ? hi - Math.max(Math.abs(hi), scale)
                            : hi == Double.POSITIVE_INFINITY ? lo + Math.max(Math.abs(lo), scale) : (lo + hi) / 2;
                }
                if (Math.abs(next - t) <= 1e-12 * Math.abs(t)) {
                    break;
                }
                t = next;
            }
            return tiltedMean;
        }

        /**
         * Lugannani-Rice at tilt {@code t}: the distribution function of the mean at K'(t) / n
         * (left in {@link #tiltedMean}, its slope in t in {@link #slope}).
         */
        double at(double t) {
            // e is sorted: the largest exponent is at one end. Subtracting it keeps exp finite.
            double top = Math.max(t * e[0], t * e[e.length - 1]);
            double sum = 0;
            double first = 0;
            double second = 0;
            for (int j = 0; j < e.length; j++) {
                double x = e[j];
                double w = count[j] * Math.exp(t * x - top);
                sum += w;
                first += w * x;
                second += w * x * x;
            }
            tiltedMean = first / sum;
            double curvature = n * Math.max(0, second / sum - tiltedMean * tiltedMean); // K''(t)
            double k = n * (Math.log(sum / n) + top); // K(t)
            double w = Math.signum(t) * Math.sqrt(Math.max(0, 2 * (t * n * tiltedMean - k)));
            double u = t * Math.sqrt(curvature);
            slope = NORMAL.density(w) * Math.sqrt(curvature);
            if (Math.abs(w) < 1e-6 || Math.abs(u) < 1e-12) {
                return 0.5; // at the mean; BCa's levels never ask for it (z0 is found apart)
            }
            return NORMAL.cumulativeProbability(w) + NORMAL.density(w) * (1 / w - 1 / u);
        }
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
    record Moments(int n, double mean, double m2, double m3, double min, double max) {

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
            for (double x : v) {
                double d = x - mean;
                double d2 = d * d;
                m2 += d2;
                m3 += d2 * d;
            }
            return new Moments(v.length, mean, m2 / v.length, m3 / v.length, min, max);
        }

        double skewness() {
            return m3 / Math.pow(m2, 1.5);
        }

        /** The jackknife acceleration of a mean: sum d^3 / (6 (sum d^2)^1.5) = skewness / (6 sqrt n). */
        double acceleration() {
            return skewness() / (6 * Math.sqrt(n));
        }
    }
}
