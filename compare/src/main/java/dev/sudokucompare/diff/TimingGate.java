package dev.sudokucompare.diff;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.stats.Holm;
import dev.sudokucompare.stats.MarginTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The timing half of the regression gate. Per solver both runs ran, per record both answered
 * correctly: the shift log(B's time / A's time), less the drift of that record, the mean shift of
 * the control solvers on it (solvers unchanged in both runs, answering it correctly in both). A
 * machine that got slower between the runs, or a burst of load while a record ran, moves the
 * solver and its controls alike (they ran the record one after the other), so the difference
 * keeps only what changed in the solver. That shift is tested against the margin
 * (log(1 + threshold)) with Wilcoxon's signed-rank test, one-sided ({@link MarginTest}); the
 * p-values of every solver tested are adjusted by Holm, and a solver regressed when its adjusted
 * p is below alpha: its slowdown beyond the margin is then significant for the family, not one
 * test of many at alpha each.
 */
record TimingGate(double threshold, double alpha, List<Result> results) {

    /** Fewer shifts than this test nothing (the signed-rank test cannot reach 0.05 one-sided below 5). */
    static final int FEWEST = 5;

    /**
     * One solver: its controls (empty: tested against no control), the records tested, the shift's
     * test, the controls' own median shift as a ratio (1 without controls), the Holm-adjusted p and
     * whether it regressed; {@code untested} says why it was not tested (empty when it was).
     */
    record Result(String solver, List<String> controls, MarginTest test, double controlDrift, double holmP,
            boolean regression, String untested) {
    }

    TimingGate {
        results = List.copyOf(results);
    }

    /**
     * {@code controls.get(i)}: the controls of {@code solvers.get(i)} (an empty list for none);
     * {@code untested.get(i)}: why it is not tested, empty when it is.
     */
    static TimingGate of(RunDirectory a, RunDirectory b, List<String> solvers, List<List<String>> controls,
            List<String> untested, List<RunDirectory.Key> both, double threshold, double alpha) {
        double margin = Math.log1p(threshold);
        List<MarginTest> tests = new ArrayList<>();
        List<Double> drifts = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            if (!untested.get(i).isEmpty()) {
                tests.add(MarginTest.NONE);
                drifts.add(Double.NaN);
                continue;
            }
            double[][] shifts = shifts(a, b, solvers.get(i), controls.get(i), both);
            tests.add(shifts[0].length < FEWEST ? MarginTest.NONE : MarginTest.of(shifts[0], margin));
            drifts.add(controls.get(i).isEmpty() ? 1 : Math.exp(median(shifts[1])));
        }
        double[] holm = Holm.adjust(tests.stream().mapToDouble(MarginTest::pValue).toArray());
        List<Result> out = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            String why = untested.get(i);
            if (why.isEmpty() && tests.get(i).n() == 0) {
                why = "fewer than " + FEWEST + " records both runs answered correctly"
                        + (controls.get(i).isEmpty() ? "" : " with a control");
            }
            out.add(new Result(solvers.get(i), controls.get(i), tests.get(i), drifts.get(i), holm[i],
                    why.isEmpty() && holm[i] < alpha, why));
        }
        return new TimingGate(threshold, alpha, out);
    }

    /**
     * {shifts of the solver less the drift, the drift}, over the records where the solver and at
     * least one control (when it has controls) answered correctly in both runs.
     */
    static double[][] shifts(RunDirectory a, RunDirectory b, String solver, List<String> controls,
            List<RunDirectory.Key> both) {
        int sa = a.solvers().indexOf(solver);
        int sb = b.solvers().indexOf(solver);
        double[] out = new double[both.size()];
        double[] drift = new double[both.size()];
        int n = 0;
        for (RunDirectory.Key k : both) {
            RunDirectory.Row ra = a.rows().get(k);
            RunDirectory.Row rb = b.rows().get(k);
            if (ra.verdicts()[sa] != AnswerVerdict.CORRECT || rb.verdicts()[sb] != AnswerVerdict.CORRECT) {
                continue;
            }
            double sum = 0;
            int counted = 0;
            for (String c : controls) {
                int ca = a.solvers().indexOf(c);
                int cb = b.solvers().indexOf(c);
                if (ra.verdicts()[ca] == AnswerVerdict.CORRECT && rb.verdicts()[cb] == AnswerVerdict.CORRECT) {
                    sum += logRatio(rb.timeNanos()[cb], ra.timeNanos()[ca]);
                    counted++;
                }
            }
            if (!controls.isEmpty() && counted == 0) {
                continue;
            }
            drift[n] = counted == 0 ? 0 : sum / counted;
            out[n] = logRatio(rb.timeNanos()[sb], ra.timeNanos()[sa]) - drift[n];
            n++;
        }
        return new double[][] {Arrays.copyOf(out, n), Arrays.copyOf(drift, n)};
    }

    /** log(b / a), each time at least a nanosecond (a clock can read 0 for the fastest calls). */
    private static double logRatio(long b, long a) {
        return Math.log(Math.max(b, 1)) - Math.log(Math.max(a, 1));
    }

    private static double median(double[] v) {
        if (v.length == 0) {
            return Double.NaN;
        }
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    /** The solvers that regressed. */
    List<Result> regressions() {
        return results.stream().filter(Result::regression).toList();
    }
}
