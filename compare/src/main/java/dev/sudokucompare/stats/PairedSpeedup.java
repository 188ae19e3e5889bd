package dev.sudokucompare.stats;

import org.apache.commons.statistics.descriptive.Mean;
import org.apache.commons.statistics.descriptive.StandardDeviation;

/**
 * How much faster a solver is than the baseline on the same puzzles: the geometric mean of
 * per-puzzle ratios baseline/solver (above 1 = faster), with a 95% confidence interval taken on
 * the log scale, and wins/losses/ties counted puzzle by puzzle.
 */
public record PairedSpeedup(int pairs, double geometricMean, double ciLow, double ciHigh, int wins, int losses,
        int ties) {

    /** {@code baseline[i]} and {@code other[i]} are the two times on puzzle i (both positive). */
    public static PairedSpeedup of(double[] baseline, double[] other) {
        if (baseline.length != other.length) {
            throw new IllegalArgumentException("paired samples differ in length");
        }
        int n = baseline.length;
        if (n == 0) {
            return new PairedSpeedup(0, Double.NaN, Double.NaN, Double.NaN, 0, 0, 0);
        }
        double[] logs = new double[n];
        int wins = 0;
        int losses = 0;
        for (int i = 0; i < n; i++) {
            double b = Math.max(baseline[i], 1);
            double o = Math.max(other[i], 1);
            logs[i] = Math.log(b / o);
            if (o < b) {
                wins++;
            } else if (o > b) {
                losses++;
            }
        }
        double meanLog = Mean.of(logs).getAsDouble();
        double half = TimeSummary.halfWidth(StandardDeviation.of(logs).getAsDouble(), n);
        return new PairedSpeedup(n, Math.exp(meanLog), Math.exp(meanLog - half), Math.exp(meanLog + half),
                wins, losses, n - wins - losses);
    }
}
