package dev.sudokucompare.stats;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.BinomialTest;
import org.apache.commons.statistics.inference.TTest;
import org.apache.commons.statistics.interval.Interval;
import org.apache.commons.statistics.interval.NormalConfidenceInterval;

/**
 * A solver against the baseline in the survival view, paired by record: the difference of their
 * restricted mean times to solve (solver minus baseline: below 0 the solver is faster), with the
 * 95% t interval of the mean paired difference of min(time, limit) and the paired t-test's
 * two-sided p (commons-statistics); and, at the limit, the records only one of them answered
 * correctly ({@code onlySolver}, {@code onlyBaseline}) with McNemar's exact test (a two-sided
 * binomial test of the discordant records at 1/2). Every value is exact: the limit censors no
 * figure here.
 */
public record SurvivalDifference(int records, double rmstDifference, double low, double high, double pValue,
        long onlySolver, long onlyBaseline, double mcnemarP) {

    public static final SurvivalDifference NONE = new SurvivalDifference(0, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN, 0, 0, Double.NaN);

    static SurvivalDifference of(double[] baseline, boolean[] baselineCorrect, double[] other, boolean[] otherCorrect,
            double limit) {
        int n = baseline.length;
        if (n == 0) {
            return NONE;
        }
        double[] b = Survival.capped(baseline, baselineCorrect, limit);
        double[] o = Survival.capped(other, otherCorrect, limit);
        double[] d = new double[n];
        long onlySolver = 0;
        long onlyBaseline = 0;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            d[i] = o[i] - b[i];
            sum += d[i];
            onlySolver += otherCorrect[i] && !baselineCorrect[i] ? 1 : 0;
            onlyBaseline += baselineCorrect[i] && !otherCorrect[i] ? 1 : 0;
        }
        double mean = sum / n;
        double squares = 0;
        for (double x : d) {
            squares += (x - mean) * (x - mean);
        }
        double low = Double.NaN;
        double high = Double.NaN;
        double p = Double.NaN;
        if (n >= 2) {
            double variance = squares / (n - 1);
            if (variance == 0) {
                low = mean;
                high = mean;
                p = mean == 0 ? 1 : 0;
            } else {
                Interval ci = NormalConfidenceInterval.MEAN.fromErrorRate(mean, variance, n, 1 - Bootstrap.CONFIDENCE);
                low = ci.getLowerBound();
                high = ci.getUpperBound();
                p = TTest.withDefaults().test(d).getPValue();
            }
        }
        long discordant = onlySolver + onlyBaseline;
        double mcnemar = discordant == 0 ? 1 : BinomialTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED)
                .test((int) discordant, (int) onlySolver, 0.5).getPValue();
        return new SurvivalDifference(n, mean, low, high, p, onlySolver, onlyBaseline, mcnemar);
    }
}
