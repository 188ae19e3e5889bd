package dev.sudokucompare.stats;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Whether a solver got slower between two runs beyond a margin, against control solvers that did
 * not change. Two JVM runs of the same code differ by more than per-record noise: the JIT compiles
 * each run anew, and a busy machine slows solvers unequally (a memory-bound one more than a
 * compute-bound one), so each solver's speed moves between runs by an amount of its own. Records
 * cannot show that (they share the run); the controls can: their own changes between the runs
 * spread by just that much. So a solver's change is its level change (the Hodges-Lehmann estimate
 * of log(B / A) over its records) less the controls' mean change, and its standard error is the
 * controls' spread (their sample standard deviation, k - 1 degrees of freedom) times
 * sqrt(1 + 1/k), with the solver's own sampling error added. The test is one-sided against the
 * margin with Student's t on k - 1 degrees of freedom: with few controls it asks for a large
 * change, as it must (two controls give one degree of freedom). At least two controls are needed.
 * The drift is heavy-tailed (now and then one solver's run gets a bad compile and is 1.5 times
 * slower while four others agree within 2%), so the spread taken is never below {@code floor}, the
 * least drift the caller allows for; {@code controlSpread} is the controls' own, {@code spread}
 * the one used.
 */
public record DriftTest(int controls, double change, double low, double high, double controlSpread, double spread,
        double controlMean, double pValue) {

    public static final DriftTest NONE = new DriftTest(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
            Double.NaN, Double.NaN);

    /**
     * {@code change}, {@code standardError}: the solver's level change, log(B / A), and its sampling
     * error; {@code controlChanges}: the controls' level changes; {@code margin}: log(1 + threshold);
     * {@code floor}: the least spread of a solver's drift allowed for, on the log scale.
     */
    public static DriftTest of(double change, double standardError, double[] controlChanges, double margin,
            double floor) {
        int k = controlChanges.length;
        if (k < 2) {
            return NONE;
        }
        double mean = 0;
        for (double c : controlChanges) {
            mean += c;
        }
        mean /= k;
        double squares = 0;
        for (double c : controlChanges) {
            squares += (c - mean) * (c - mean);
        }
        double own = Math.sqrt(squares / (k - 1));
        double spread = Math.max(own, floor);
        double relative = change - mean;
        double se = Math.sqrt(spread * spread * (1 + 1.0 / k) + standardError * standardError);
        TDistribution t = TDistribution.of(k - 1);
        double p;
        double half;
        if (se == 0) {
            p = relative > margin ? 0 : 1;
            half = 0;
        } else {
            p = t.survivalProbability((relative - margin) / se);
            half = t.inverseSurvivalProbability((1 - Bootstrap.CONFIDENCE) / 2) * se;
        }
        return new DriftTest(k, relative, relative - half, relative + half, own, spread, mean, p);
    }

    /**
     * The least change (log(B / A) against the controls) this test calls slower with probability
     * {@code power} at one-sided level {@code alpha}: margin + (t(1 - alpha) + t(power)) × its
     * standard error, Student's t on k - 1 degrees of freedom, the error as estimated here (the
     * usual shift approximation to the noncentral t; analytic, not simulated). NaN when untested.
     */
    public double detectableChange(double margin, double alpha, double power) {
        if (controls < 2) {
            return Double.NaN;
        }
        TDistribution t = TDistribution.of(controls - 1);
        double se = (high - change) / t.inverseSurvivalProbability((1 - Bootstrap.CONFIDENCE) / 2);
        return margin + (t.inverseSurvivalProbability(alpha) + t.inverseCumulativeProbability(power)) * se;
    }
}
