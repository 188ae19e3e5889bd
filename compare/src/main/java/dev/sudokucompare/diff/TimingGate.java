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
            boolean regression, String untested) {
    }

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
                reason = "fewer than " + FEWEST + " records both runs answered correctly";
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
        List<Result> out = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            out.add(new Result(solvers.get(i), controls.get(i), levels.get(i).n(), tests.get(i), holm[i],
                    why.get(i).isEmpty() && holm[i] < alpha, why.get(i)));
        }
        return new TimingGate(threshold, alpha, drift, out);
    }

    /** log(B's time / A's time) per record both runs answered correctly. */
    static double[] shifts(RunDirectory a, RunDirectory b, String solver, List<RunDirectory.Key> both) {
        int sa = a.solvers().indexOf(solver);
        int sb = b.solvers().indexOf(solver);
        double[] out = new double[both.size()];
        int n = 0;
        for (RunDirectory.Key k : both) {
            RunDirectory.Row ra = a.rows().get(k);
            RunDirectory.Row rb = b.rows().get(k);
            if (ra.verdicts()[sa] == AnswerVerdict.CORRECT && rb.verdicts()[sb] == AnswerVerdict.CORRECT) {
                // Each time at least a nanosecond: a clock can read 0 for the fastest calls.
                out[n++] = Math.log(Math.max(rb.timeNanos()[sb], 1)) - Math.log(Math.max(ra.timeNanos()[sa], 1));
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The solvers that regressed. */
    List<Result> regressions() {
        return results.stream().filter(Result::regression).toList();
    }
}
