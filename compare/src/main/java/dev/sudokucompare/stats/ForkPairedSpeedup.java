package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How much faster a solver is than the baseline with the JVM as the unit: both ran in the same
 * number N of forks (worker JVMs), and a puzzle goes to the same fork index k in both, so fork k
 * of the solver and fork k of the baseline answered the same puzzles. Calls in one JVM share its
 * compilation and are not independent (Georges et al., OOPSLA 2007; Barrett et al., OOPSLA 2017):
 * a test that counts puzzles as independent ignores the JVM-level variance and calls a difference
 * of two JVMs a difference of two builds. Here each fork pair is one observation.
 *
 * <p>Per fork k: d_k, the median over its records that both answered correctly of
 * log(t_solver / t_baseline). The paired median, not the log of the ratio of the two medians: the
 * pairing removes the puzzles' difficulty, which spans orders of magnitude, and the median keeps
 * a pause or a load spike on a few calls from moving the fork's figure. Across the forks (those
 * with a pair; each JVM counts once, whatever its share of the puzzles): the mean of d_k, its
 * standard error sd / sqrt(n), the 95% interval of Student's t with n - 1 degrees of freedom and
 * the t-test's two-sided p that the mean is 0. {@code speedup} = exp(-mean), baseline time over
 * solver time as in the puzzle-level table (above 1: faster), the interval transformed alike.
 * Below {@value #MIN_FORKS} such forks there is no test ({@code withoutTest} says why): with two,
 * one degree of freedom makes any interval near useless. {@code holmP} is NaN until the rows of a
 * run are adjusted together ({@link #adjusted}). Pure and immutable: no resampling, no seed.
 */
public record ForkPairedSpeedup(String solver, String baseline, List<Fork> forks, int forksWithPairs, int pairs,
        double meanLogRatio, double standardError, double speedup, double ciLow, double ciHigh, double pValue,
        double holmP, String withoutTest) {

    /** Fewest fork pairs with a test: two leave one degree of freedom (a 95% t factor of 12.7). */
    public static final int MIN_FORKS = 3;
    /** Why there is no test when the solvers ran in fewer forks than {@link #MIN_FORKS}. */
    public static final String NEEDS_FORKS = "needs " + MIN_FORKS + " or more forks";

    /** One fork pair: how many records both answered correctly and the median log ratio (NaN: none). */
    public record Fork(int index, int pairs, double medianLogRatio) {
    }

    public ForkPairedSpeedup {
        forks = List.copyOf(forks);
    }

    /**
     * {@code logRatios.get(k)}: for each record of fork k that both answered correctly,
     * log(solver time / baseline time).
     */
    public static ForkPairedSpeedup of(String solver, String baseline, List<double[]> logRatios) {
        List<Fork> forks = new ArrayList<>();
        List<Double> d = new ArrayList<>();
        int pairs = 0;
        for (int k = 0; k < logRatios.size(); k++) {
            double[] r = logRatios.get(k);
            double median = median(r);
            forks.add(new Fork(k, r.length, median));
            pairs += r.length;
            if (r.length > 0) {
                d.add(median);
            }
        }
        int n = d.size();
        String without = logRatios.size() < MIN_FORKS ? NEEDS_FORKS
                : n < MIN_FORKS ? NEEDS_FORKS + " with a record both answered correctly (" + n + " of "
                        + logRatios.size() + " have one)" : "";
        if (!without.isEmpty()) {
            return new ForkPairedSpeedup(solver, baseline, forks, n, pairs, Double.NaN, Double.NaN, Double.NaN,
                    Double.NaN, Double.NaN, Double.NaN, Double.NaN, without);
        }
        double mean = d.stream().mapToDouble(Double::doubleValue).sum() / n;
        double squares = d.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
        // Equal medians leave rounding, not spread, in the squares.
        double se = d.stream().distinct().count() == 1 ? 0 : Math.sqrt(squares / (n - 1) / n);
        TDistribution t = TDistribution.of(n - 1);
        double half = t.inverseSurvivalProbability((1 - Bootstrap.CONFIDENCE) / 2) * se;
        // Every fork pair alike: no spread to test against, so the mean is either 0 or certain.
        double p = se == 0 ? (mean == 0 ? 1 : 0) : 2 * t.survivalProbability(Math.abs(mean) / se);
        return new ForkPairedSpeedup(solver, baseline, forks, n, pairs, mean, se, Math.exp(-mean),
                Math.exp(-(mean + half)), Math.exp(-(mean - half)), p, Double.NaN, "");
    }

    /** The rows with Holm's adjustment over their p-values (a row without a test is no member). */
    public static List<ForkPairedSpeedup> adjusted(List<ForkPairedSpeedup> rows) {
        double[] holm = Holm.adjust(rows.stream().mapToDouble(ForkPairedSpeedup::pValue).toArray());
        List<ForkPairedSpeedup> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            ForkPairedSpeedup r = rows.get(i);
            out.add(new ForkPairedSpeedup(r.solver, r.baseline, r.forks, r.forksWithPairs, r.pairs, r.meanLogRatio,
                    r.standardError, r.speedup, r.ciLow, r.ciHigh, r.pValue, holm[i], r.withoutTest));
        }
        return out;
    }

    /** How many forks each solver ran in. */
    public int forkCount() {
        return forks.size();
    }

    /** True when there is an estimate, interval and p. */
    public boolean tested() {
        return withoutTest.isEmpty();
    }

    /** The type-2 median (the mean of the middle two for an even count); NaN for none. */
    static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] s = values.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}
