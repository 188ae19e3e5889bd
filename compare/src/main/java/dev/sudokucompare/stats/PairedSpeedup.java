package dev.sudokucompare.stats;

import java.util.Arrays;

/**
 * How much faster a solver is than the baseline, record by record: the ratio baseline time /
 * solver time (above 1: faster). A call without a correct answer counts as the time limit, which
 * its true time is at least: a pair with one such call bounds its ratio (from below when the
 * baseline's call is the one, from above when the solver's is), and a pair with two says nothing
 * of the ratio and is left out of it ({@code neither}, counted apart: not a tie). {@code pairs}
 * enter the ratios: their geometric mean with a 95% BCa bootstrap interval of the mean log ratio,
 * and the Hodges-Lehmann estimate of the log ratios with Wilcoxon's signed-rank p-value and
 * interval. {@code bound} says what censored calls make of every ratio here, estimates and interval
 * endpoints alike. When the solver or the baseline has no correct answer at all, every ratio would
 * be the other's times against the limit: there is then no ratio, interval or p, and
 * {@code withoutRatio} says why (empty otherwise); likewise when fewer than half the pairs were
 * observed (both calls answered), the estimate is not identified. Wins, losses and ties count the pairs; a tie is a
 * ratio within {@link #TIE_MARGIN} of 1 (run-to-run noise of one call, see the README).
 */
public record PairedSpeedup(int pairs, int neither, double geometricMean, double ciLow, double ciHigh,
        double hodgesLehmann, double hlLow, double hlHigh, double pValue, Figure.Bound bound, int wins, int losses,
        int ties, String withoutRatio) {

    /** Why there is no ratio when the solver had no correct answer. */
    public static final String NO_CORRECT_ANSWERS = "no correct answers";
    /** Why there is no ratio when the baseline had no correct answer. */
    public static final String BASELINE_NO_CORRECT_ANSWERS = "the baseline has no correct answers";

    /**
     * Two times within 10% of each other are a tie. Measured (repetitions.csv of --repeat 5 on
     * builtin:default, dfs, dlx and choco, a shared 2-core VM at load 12-16): two calls of one solver
     * on one record differ in CPU time, which leaves the scheduler out, by a median of 8-14% for the
     * steadiest solver (dlx), 18-24% for the others; in wall time by 12-48%. The band is that
     * steadiest CPU noise, what a quiet machine leaves; under load, wall times tie less often than
     * they should, and the counts are read beside the tests, never instead of them.
     */
    public static final double TIE_MARGIN = 1.10;

    /**
     * {@code baseline[i]}, {@code other[i]}: the two calls' times on record i; {@code *Solved[i]}:
     * whether each answered correctly; {@code limit}: the time limit unsolved calls count as.
     */
    public static PairedSpeedup of(double[] baseline, boolean[] baselineSolved, double[] other, boolean[] otherSolved,
            double limit) {
        return of(baseline, baselineSolved, limit, other, otherSolved, limit);
    }

    /** As {@link #of(double[], boolean[], double[], boolean[], double)}, each side with its own time limit. */
    public static PairedSpeedup of(double[] baseline, boolean[] baselineSolved, double baselineLimit, double[] other,
            boolean[] otherSolved, double otherLimit) {
        int n = baseline.length;
        if (other.length != n || baselineSolved.length != n || otherSolved.length != n) {
            throw new IllegalArgumentException("paired samples differ in length");
        }
        double[] logs = new double[n];
        int pairs = 0;
        int wins = 0;
        int losses = 0;
        int baselineCorrect = 0;
        int otherCorrect = 0;
        int observed = 0;
        Figure.Bound bound = Figure.Bound.EXACT;
        for (int i = 0; i < n; i++) {
            baselineCorrect += baselineSolved[i] ? 1 : 0;
            otherCorrect += otherSolved[i] ? 1 : 0;
            if (!baselineSolved[i] && !otherSolved[i]) {
                continue;
            }
            double b = Math.max(baselineSolved[i] ? baseline[i] : baselineLimit, 1);
            double o = Math.max(otherSolved[i] ? other[i] : otherLimit, 1);
            if (o * TIE_MARGIN < b) {
                wins++;
            } else if (b * TIE_MARGIN < o) {
                losses++;
            }
            if (!baselineSolved[i]) {
                bound = bound.and(Figure.Bound.AT_LEAST);
            } else if (!otherSolved[i]) {
                bound = bound.and(Figure.Bound.AT_MOST);
            } else {
                observed++;
            }
            logs[pairs++] = Math.log(b / o);
        }
        logs = Arrays.copyOf(logs, pairs);
        int ties = pairs - wins - losses;
        String without = otherCorrect == 0 ? NO_CORRECT_ANSWERS : baselineCorrect == 0 ? BASELINE_NO_CORRECT_ANSWERS
                : 2 * observed < pairs ? notIdentified(observed, pairs) : "";
        if (!without.isEmpty()) {
            return new PairedSpeedup(pairs, n - pairs, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                    Double.NaN, Double.NaN, bound, wins, losses, ties, without);
        }
        double meanLog = Arrays.stream(logs).sum() / pairs;
        double[] ci = Bootstrap.meanInterval(logs);
        SignedRank w = SignedRank.of(logs);
        return new PairedSpeedup(pairs, n - pairs, Math.exp(meanLog), Math.exp(ci[0]), Math.exp(ci[1]),
                Math.exp(w.estimate()), Math.exp(w.low()), Math.exp(w.high()), w.pValue(), bound, wins, losses, ties,
                without);
    }

    /**
     * Why there is no ratio when fewer than half the pairs were observed (both calls answered): the
     * rest are limit stand-ins, and what they make of the estimate is a guess, not a figure to test.
     */
    static String notIdentified(int observed, int pairs) {
        return "not identified: " + observed + " of " + pairs + " pairs observed";
    }

    /** Paired calls where both answered correctly: no bound, no limit needed. */
    static PairedSpeedup ofSolved(double[] baseline, double[] other) {
        boolean[] all = new boolean[baseline.length];
        Arrays.fill(all, true);
        return of(baseline, all, other, all, Double.NaN);
    }

    /** The geometric mean as a figure with its bound. */
    public Figure speedup() {
        return new Figure(geometricMean, bound);
    }

    /** The Hodges-Lehmann estimate as a figure with its bound. */
    public Figure hodgesLehmannSpeedup() {
        return new Figure(hodgesLehmann, bound);
    }

    /** The geometric mean's 95% interval, each end with the estimate's bound (censored calls move them alike). */
    public Figure[] interval() {
        return new Figure[] {new Figure(ciLow, bound), new Figure(ciHigh, bound)};
    }

    /** The Hodges-Lehmann estimate's 95% interval, each end with its bound. */
    public Figure[] hodgesLehmannInterval() {
        return new Figure[] {new Figure(hlLow, bound), new Figure(hlHigh, bound)};
    }

    /** True when there are ratios (both solvers answered some record correctly). */
    public boolean hasRatio() {
        return withoutRatio.isEmpty() && pairs > 0;
    }
}
