package dev.sudokucompare.stats;

import org.apache.commons.statistics.descriptive.Max;
import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.Quantile;
import org.apache.commons.statistics.descriptive.StandardDeviation;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Times of one solver over a set of puzzles, in nanoseconds: total, mean with a 95% confidence
 * interval (Student's t), median, p90, p99, max. NaN where a statistic needs more samples.
 */
public record TimeSummary(int count, double total, double mean, double ciLow, double ciHigh,
        double median, double p90, double p99, double max) {

    static final double CONFIDENCE = 0.95;

    public static TimeSummary of(double[] nanos) {
        int n = nanos.length;
        if (n == 0) {
            return new TimeSummary(0, 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                    Double.NaN);
        }
        double mean = Mean.of(nanos).getAsDouble();
        double half = halfWidth(StandardDeviation.of(nanos).getAsDouble(), n);
        double[] q = Quantile.withDefaults().evaluate(nanos, 0.5, 0.9, 0.99);
        double total = 0;
        for (double v : nanos) {
            total += v;
        }
        return new TimeSummary(n, total, mean, mean - half, mean + half, q[0], q[1], q[2], Max.of(nanos).getAsDouble());
    }

    /** Half the width of the 95% t-interval of a mean; NaN for fewer than two samples. */
    static double halfWidth(double sd, int n) {
        if (n < 2) {
            return Double.NaN;
        }
        double t = TDistribution.of(n - 1).inverseSurvivalProbability((1 - CONFIDENCE) / 2);
        return t * sd / Math.sqrt(n);
    }
}
