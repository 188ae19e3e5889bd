package dev.sudokucompare.diff;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.TimeSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What changed from run A to run B, for every solver both ran (matched by name), and whether it is
 * a regression. The gate has two halves: {@code worse}, every record whose answer got worse
 * ({@link WorseAnswers}), a regression whatever the times; and {@code timing}, each solver's
 * slowdown against controls and the margin ({@link TimingGate}), claimed only where the runs'
 * timings compare ({@link Comparability}). The tables beside them describe: counts, PAR-2 and
 * medians over each run's own records, and on the records both ran the paired speed, A's time /
 * B's time (above 1: B is faster), its estimate and interval from {@link PairedSpeedup}. They
 * carry no p-value: a test over one run's records the gate does not trust across runs (it called
 * identical code different in half the rows of A/A diffs) would only mislead.
 */
public record RunDiff(String a, String b, Comparability comparability, List<String> onlyInA, List<String> onlyInB,
        List<GroupDiff> groups, WorseAnswers worse, TimingGate timing, String controlsChosen) {

    /** One solver in one group: A's and B's figures, and the paired speed on the records both ran. */
    public record SolverDiff(String solver, long correctA, long correctB, long wrongA, long wrongB, double par2A,
            double par2B, Figure medianA, Figure medianB, PairedSpeedup speed) {
    }

    /** A group (all inputs: "overall", or one input): its records in A, in B, in both. */
    public record GroupDiff(String name, long recordsA, long recordsB, long common, List<SolverDiff> solvers) {
    }

    /**
     * {@code controls}: the solvers named as controls (assumed unchanged), "none" alone for no
     * control, or empty for the solvers whose fingerprints match in both runs; {@code drift}: the
     * least run-to-run drift of one solver against the others allowed for (a fraction).
     *
     * @throws IOException naming the directory or file that is not a run's
     * @throws IllegalArgumentException naming a control that is not in both runs
     */
    public static RunDiff read(Path a, Path b, double threshold, double alpha, double drift, List<String> controls)
            throws IOException {
        return of(RunDirectory.read(a), RunDirectory.read(b), threshold, alpha, drift, controls);
    }

    static RunDiff of(RunDirectory a, RunDirectory b, double threshold, double alpha, double drift,
            List<String> controls) {
        List<String> common = a.solvers().stream().filter(b.solvers()::contains).toList();
        List<GroupDiff> groups = new ArrayList<>();
        groups.add(group("overall", null, a, b, common));
        for (String input : a.inputs()) {
            if (b.inputs().contains(input)) {
                groups.add(group(input, input, a, b, common));
            }
        }
        List<RunDirectory.Key> both = both(a, b, null);
        Comparability comparability = Comparability.of(a, b);
        Controls chosen = Controls.of(a, b, common, controls);
        List<String> untested = new ArrayList<>();
        for (int i = 0; i < common.size(); i++) {
            String why = chosen.untested().get(i);
            if (why.isEmpty() && !comparability.blockers().isEmpty()) {
                why = "the runs' timings do not compare (" + String.join("; ", comparability.blockers()) + ")";
            }
            untested.add(why);
        }
        TimingGate timing = TimingGate.of(a, b, common, chosen.controls(), untested, both, threshold, alpha, drift);
        List<String> newInB = b.solvers().stream().filter(s -> !common.contains(s)).toList();
        return new RunDiff(a.dir().toString(), b.dir().toString(), comparability,
                a.solvers().stream().filter(s -> !common.contains(s)).toList(), newInB, groups,
                WorseAnswers.of(a, b, common, both, newInB), timing, chosen.describe());
    }

    public GroupDiff overall() {
        return groups.get(0);
    }

    /**
     * True when something got worse or is wrong: an answer on some record, a record still WRONG, a
     * solver only B ran that answered WRONG or ERROR, or a solver's time beyond the margin.
     */
    public boolean regressed() {
        return worse.anyFinding() || !timing.regressions().isEmpty();
    }

    /** True when some timing could not be judged ({@link #nothingClaimed()} says why). */
    public boolean timingNotComparable() {
        return !nothingClaimed().isEmpty();
    }

    /**
     * Why this diff cannot say "no regression", one line each (empty when it can): the runs' timings
     * do not compare; nothing was compared (no record in common, no correct answer on the records
     * both ran); a solver under test could not be tested (too few records or controls); or a
     * tested solver's least detectable change at 80% power is above the threshold asked about.
     */
    public List<String> nothingClaimed() {
        List<String> out = new ArrayList<>();
        if (!comparability.blockers().isEmpty()) {
            out.add("the runs' timings do not compare: " + String.join("; ", comparability.blockers()));
        }
        if (overall().common() == 0) {
            out.add("nothing compared: no record in common (same input, position and puzzle)");
        } else if (timing.results().stream().allMatch(r -> r.records() == 0)) {
            out.add("nothing compared: no solver answered correctly in either run on the records both ran");
        }
        for (TimingGate.Result r : timing.results()) {
            if (!r.untested().isEmpty() && !r.untested().startsWith("a control")
                    && !r.untested().startsWith("the runs' timings do not compare")) {
                out.add(r.solver() + ": not tested, " + r.untested());
            } else if (r.underpowered(timing.threshold())) {
                out.add(power(r) + ", not the " + DiffReport.plain(timing.threshold() * 100)
                        + "% asked about (--threshold)");
            }
        }
        return out;
    }

    /** "with 2 controls and 95 records this diff can only detect a change above 6.2x (dfs)". */
    static String power(TimingGate.Result r) {
        return "with " + r.test().controls() + " controls and " + r.records() + " records this diff can only detect a "
                + "change above " + DiffReport.threeDigits(r.detectable()) + "x (" + r.solver() + ", at 80% power)";
    }

    /** The records of {@code source} (every record when null) both runs ran with the same puzzle. */
    private static List<RunDirectory.Key> both(RunDirectory a, RunDirectory b, String source) {
        return a.keys(source).stream().filter(k -> {
            RunDirectory.Row rb = b.rows().get(k);
            return rb != null && rb.puzzleHash() == a.rows().get(k).puzzleHash();
        }).toList();
    }

    private static GroupDiff group(String name, String source, RunDirectory a, RunDirectory b, List<String> solvers) {
        List<RunDirectory.Key> keysA = a.keys(source);
        List<RunDirectory.Key> keysB = b.keys(source);
        List<RunDirectory.Key> both = both(a, b, source);
        List<SolverDiff> out = new ArrayList<>();
        for (String solver : solvers) {
            int sa = a.solvers().indexOf(solver);
            int sb = b.solvers().indexOf(solver);
            TimeSummary ta = summary(a, keysA, sa);
            TimeSummary tb = summary(b, keysB, sb);
            int n = both.size();
            double[] timeA = new double[n];
            double[] timeB = new double[n];
            boolean[] solvedA = new boolean[n];
            boolean[] solvedB = new boolean[n];
            for (int i = 0; i < n; i++) {
                RunDirectory.Row ra = a.rows().get(both.get(i));
                RunDirectory.Row rb = b.rows().get(both.get(i));
                timeA[i] = ra.timeNanos()[sa];
                timeB[i] = rb.timeNanos()[sb];
                solvedA[i] = ra.verdicts()[sa] == AnswerVerdict.CORRECT;
                solvedB[i] = rb.verdicts()[sb] == AnswerVerdict.CORRECT;
            }
            PairedSpeedup speed = PairedSpeedup.of(timeA, solvedA, a.limitNanos(), timeB, solvedB, b.limitNanos());
            out.add(new SolverDiff(solver, ta.solved(), tb.solved(), count(a, keysA, sa, AnswerVerdict.WRONG),
                    count(b, keysB, sb, AnswerVerdict.WRONG), ta.par2(), tb.par2(), ta.median(), tb.median(), speed));
        }
        return new GroupDiff(name, keysA.size(), keysB.size(), both.size(), out);
    }

    private static TimeSummary summary(RunDirectory run, List<RunDirectory.Key> keys, int solver) {
        double[] solved = keys.stream().map(run.rows()::get).filter(r -> r.verdicts()[solver] == AnswerVerdict.CORRECT)
                .mapToDouble(r -> r.timeNanos()[solver]).toArray();
        return TimeSummary.of(solved, keys.size() - solved.length, run.limitNanos());
    }

    private static long count(RunDirectory run, List<RunDirectory.Key> keys, int solver, AnswerVerdict v) {
        return keys.stream().filter(k -> run.rows().get(k).verdicts()[solver] == v).count();
    }
}
