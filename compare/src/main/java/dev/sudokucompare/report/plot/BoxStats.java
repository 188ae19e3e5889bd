package dev.sudokucompare.report.plot;

import java.util.Arrays;
import org.apache.commons.statistics.descriptive.Quantile;

/**
 * Tukey's box on the log scale (times are skewed): quartiles, whiskers to the furthest values
 * within 1.5 interquartile ranges of the box, and the values beyond them as outliers.
 */
record BoxStats(double q1, double median, double q3, double whiskerLow, double whiskerHigh, double[] outliers) {

    static BoxStats of(double[] values) {
        double[] logs = Arrays.stream(values).map(v -> Math.log10(Math.max(v, 1))).sorted().toArray();
        double[] q = Quantile.withDefaults().evaluate(logs, 0.25, 0.5, 0.75);
        double fence = 1.5 * (q[2] - q[0]);
        double low = q[0];
        double high = q[2];
        for (double l : logs) {
            if (l >= q[0] - fence) {
                low = Math.min(low, l);
            }
            if (l <= q[2] + fence) {
                high = Math.max(high, l);
            }
        }
        double lo = low;
        double hi = high;
        double[] outliers = Arrays.stream(logs).filter(l -> l < lo || l > hi).map(l -> Math.pow(10, l)).toArray();
        return new BoxStats(Math.pow(10, q[0]), Math.pow(10, q[1]), Math.pow(10, q[2]), Math.pow(10, lo),
                Math.pow(10, hi), outliers);
    }
}
