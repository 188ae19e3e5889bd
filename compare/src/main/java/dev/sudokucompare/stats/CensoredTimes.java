package dev.sudokucompare.stats;

import java.util.Arrays;

/**
 * One solver's calls over a group of records as a sample of "time to a correct answer": a
 * CORRECT call at its wall time; any other call (stopped by a limit, failed, wrong, unverified)
 * did not answer correctly within the time limit and counts as at least the limit, ranked after
 * every correct call. A figure such a call reaches is a lower bound ({@link Figure.Bound#AT_LEAST}).
 * Values are kept sorted, so every figure is independent of the order the records ran in.
 */
final class CensoredTimes {

    private final double[] values;
    private final int solved;
    private final double limit;

    private CensoredTimes(double[] values, int solved, double limit) {
        this.values = values;
        this.solved = solved;
        this.limit = limit;
    }

    /** {@code solvedTimes}: the correct calls' times; {@code unsolved} other calls; {@code limit}: the time limit. */
    static CensoredTimes of(double[] solvedTimes, int unsolved, double limit) {
        double[] values = Arrays.copyOf(solvedTimes, solvedTimes.length + unsolved);
        Arrays.sort(values, 0, solvedTimes.length);
        Arrays.fill(values, solvedTimes.length, values.length, limit);
        return new CensoredTimes(values, solvedTimes.length, limit);
    }

    int size() {
        return values.length;
    }

    int solved() {
        return solved;
    }

    double limit() {
        return limit;
    }

    /** The k-th smallest value, 1-based (the unsolved ones last, at the limit). */
    Figure orderStatistic(int k) {
        return Figure.atLeast(values[k - 1], k > solved);
    }

    /**
     * The p-quantile, Hyndman and Fan's type 2: the inverse of the empirical distribution, the
     * average of the two order statistics where it is flat at exactly p (so the median of an even
     * count is the middle of the two middle values, p = 1 the largest value).
     */
    Figure quantile(double p) {
        int n = values.length;
        if (n == 0) {
            return Figure.NONE;
        }
        double np = n * p;
        long j = Math.round(np);
        if (Math.abs(np - j) <= 1e-9 * Math.max(1, np)) {
            if (j <= 0) {
                return orderStatistic(1);
            }
            if (j >= n) {
                return orderStatistic(n);
            }
            int k = (int) j;
            return new Figure((values[k - 1] + values[k]) / 2, orderStatistic(k + 1).bound());
        }
        return orderStatistic((int) Math.min(n, Math.max(1, Math.ceil(np))));
    }

    /** The mean with every unsolved call at the limit: a lower bound of the true mean when one is. */
    Figure mean() {
        return values.length == 0 ? Figure.NONE : Figure.atLeast(sum(values) / values.length, solved < values.length);
    }

    /** PAR-2: the mean score of a call, its time when correct, else twice the time limit. */
    double par2() {
        if (values.length == 0) {
            return Double.NaN;
        }
        return (sum(Arrays.copyOf(values, solved)) + 2 * limit * (values.length - solved)) / values.length;
    }

    /** Every call's PAR-2 score: its time when correct, twice the limit otherwise. */
    double[] par2Scores() {
        double[] scores = values.clone();
        Arrays.fill(scores, solved, scores.length, 2 * limit);
        return scores;
    }

    /** The 95% BCa bootstrap interval of {@link #mean()} (NaN below two calls). */
    double[] meanInterval() {
        return Bootstrap.meanInterval(values);
    }

    /** The 95% percentile bootstrap interval of the median, as two figures (NONE below two calls). */
    Figure[] medianInterval() {
        int[] k = Bootstrap.medianInterval(values.length);
        return k == null ? new Figure[] {Figure.NONE, Figure.NONE}
                : new Figure[] {orderStatistic(k[0]), orderStatistic(k[1])};
    }

    private static double sum(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s;
    }
}
