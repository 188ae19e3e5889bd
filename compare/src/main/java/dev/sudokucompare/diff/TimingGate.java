package dev.sudokucompare.diff;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.stats.DriftTest;
import dev.sudokucompare.stats.Holm;
import dev.sudokucompare.stats.LevelChange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The timing half of the regression gate. Each solver's level change between the runs is the
 * Hodges-Lehmann estimate of log(B's time / A's time) over the records both runs answered
 * correctly, with its sampling error from the signed-rank interval. A solver is tested against its
 * control solvers (unchanged in both runs): its change less theirs, beyond the margin
 * (log(1 + threshold)), with the controls' spread as the run-to-run drift a solver shows without
 * any change of its own ({@link DriftTest}), but never less than {@code drift}, the least run-to-run
 * drift allowed for (log(1 + drift)); the p-values of every solver tested are adjusted by
 * Holm, and a solver regressed when its adjusted p is below alpha. Two JVM runs of one build differ
 * per solver by far more than per-record noise says (the JIT, a busy machine): a test over the
 * records alone called 3 of 4 runs of the same build slower on this machine.
 */
record TimingGate(double threshold, double alpha, double drift, List<Result> results) {

    /** Fewer records than this give a solver no level change (no 95% signed-rank interval below 6). */
    static final int FEWEST = 6;
    /** Fewer controls than this cannot show how much a solver drifts between runs. */
    static final int FEWEST_CONTROLS = 2;

    /**
     * One solver: its controls, the records its change is over, the test, the Holm-adjusted p and
     * whether it regressed; {@code untested} says why it was not tested (empty when it was).
     */
    record Result(String solver, List<String> controls, int records, DriftTest test, double holmP,
            boolean regression, String untested, double detectable) {

        /**
         * True when its least detectable ratio is above 1 + threshold: it could not have seen that
         * change. A thousandth above is the same ratio to the digits shown (times rounded to the
         * nanosecond leave a hair of sampling error where there is none).
         */
        boolean underpowered(double threshold) {
            return untested.isEmpty() && !(detectable <= (1 + threshold) * 1.001);
        }
    }

    /** The power the least detectable ratio is given at. */
    static final double POWER = 0.8;

    TimingGate {
        results = List.copyOf(results);
    }

    /**
     * {@code controls.get(i)}: the controls of {@code solvers.get(i)}; {@code untested.get(i)}: why
     * it is not tested, empty when it is.
     */
    static TimingGate of(RunDirectory a, RunDirectory b, List<String> solvers, List<List<String>> controls,
            List<String> untested, List<RunDirectory.Key> both, double threshold, double alpha, double drift) {
        double margin = Math.log1p(threshold);
        List<LevelChange> levels = new ArrayList<>();
        for (String s : solvers) {
            double[] d = shifts(a, b, s, both);
            levels.add(d.length < FEWEST ? LevelChange.NONE : LevelChange.of(d));
        }
        List<DriftTest> tests = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            String reason = untested.get(i);
            LevelChange own = levels.get(i);
            double[] changes = controls.get(i).stream().map(solvers::indexOf).map(levels::get)
                    .filter(m -> m.n() > 0).mapToDouble(LevelChange::estimate).toArray();
            if (reason.isEmpty() && own.n() == 0) {
                reason = "fewer than " + FEWEST + " records both runs timed, one at least correctly";
            } else if (reason.isEmpty() && changes.length < FEWEST_CONTROLS) {
                reason = "needs at least " + FEWEST_CONTROLS + " control solvers (unchanged in both runs, with "
                        + FEWEST + " records or more) to tell its change from run-to-run drift; has "
                        + changes.length;
            }
            why.add(reason);
            tests.add(reason.isEmpty() ? DriftTest.of(own.estimate(), own.standardError(), changes, margin,
                    Math.log1p(drift)) : DriftTest.NONE);
        }
        double[] holm = Holm.adjust(tests.stream().mapToDouble(DriftTest::pValue).toArray());
        // Holm's first step tests at alpha / m: the level a single change must reach.
        long tested = why.stream().filter(String::isEmpty).count();
        List<Result> out = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            double detectable = Math.exp(tests.get(i).detectableChange(margin, alpha / Math.max(tested, 1), POWER));
            out.add(new Result(solvers.get(i), controls.get(i), levels.get(i).n(), tests.get(i), holm[i],
                    why.get(i).isEmpty() && holm[i] < alpha, why.get(i), detectable));
        }
        return new TimingGate(threshold, alpha, drift, out);
    }

    /**
     * log(B's time / A's time) per record both runs answered correctly or stopped at the limit,
     * one of them at least correctly: a call the limit stopped is censored, and counts as its run's
     * limit (it took at least that), so a solver that lost answers to the limit is slower by that
     * much, and its controls' limits count alike. A record both runs stopped says nothing of a change.
     */
    static double[] shifts(RunDirectory a, RunDirectory b, String solver, List<RunDirectory.Key> both) {
        int sa = a.solvers().indexOf(solver);
        int sb = b.solvers().indexOf(solver);
        double[] out = new double[both.size()];
        int n = 0;
        for (RunDirectory.Key k : both) {
            RunDirectory.Row ra = a.rows().get(k);
            RunDirectory.Row rb = b.rows().get(k);
            AnswerVerdict va = ra.verdicts()[sa];
            AnswerVerdict vb = rb.verdicts()[sb];
            if (timed(va) && timed(vb) && (va == AnswerVerdict.CORRECT || vb == AnswerVerdict.CORRECT)) {
                out[n++] = Math.log(time(rb, sb, b.limitNanos())) - Math.log(time(ra, sa, a.limitNanos()));
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static boolean timed(AnswerVerdict v) {
        return v == AnswerVerdict.CORRECT || v == AnswerVerdict.LIMIT;
    }

    /** A call's time, at least a nanosecond (a clock can read 0 for the fastest), a LIMIT's at least the limit. */
    private static double time(RunDirectory.Row r, int solver, double limitNanos) {
        double t = Math.max(r.timeNanos()[solver], 1);
        return r.verdicts()[solver] == AnswerVerdict.LIMIT ? Math.max(t, limitNanos) : t;
    }

    /** The tested solvers that could not have seen a change of 1 + threshold at 80% power. */
    List<Result> underpowered() {
        return results.stream().filter(r -> r.underpowered(threshold)).toList();
    }

    /** The solvers that regressed. */
    List<Result> regressions() {
        return results.stream().filter(Result::regression).toList();
    }
}
