package dev.sudokucompare.diff;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Settings;
import dev.sudokucompare.report.InputDigest;
import dev.sudokucompare.report.Manifest;
import dev.sudokucompare.report.Units;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.TimeSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What changed from run A to run B, for every solver both ran (matched by name), over all their
 * records and per input. Counts, PAR-2 and medians compare each run's own records (with its own
 * time limit); the speed compares the records both ran with the same puzzle, record by record:
 * A's time / B's time (above 1: B is faster), the statistics of {@link PairedSpeedup}. What makes
 * the runs hard to compare (other settings, machines, inputs, a busy machine) is in {@code flags}.
 */
public record RunDiff(String a, String b, List<String> flags, List<String> onlyInA, List<String> onlyInB,
        List<GroupDiff> groups) {

    /** Where a new wrong answer is listed, at most this many per solver. */
    static final int NEW_WRONG_SHOWN = 5;

    /** One solver in one group: A's and B's figures, and the paired speed on the records both ran. */
    public record SolverDiff(String solver, long correctA, long correctB, long wrongA, long wrongB, double par2A,
            double par2B, Figure medianA, Figure medianB, PairedSpeedup speed, long newWrong, List<String> newWrongAt) {
    }

    /** A group (all inputs: "overall", or one input): its records in A, in B, in both. */
    public record GroupDiff(String name, long recordsA, long recordsB, long common, List<SolverDiff> solvers) {
    }

    /** @throws IOException naming the directory or file that is not a run's */
    public static RunDiff read(Path a, Path b) throws IOException {
        return of(RunDirectory.read(a), RunDirectory.read(b));
    }

    static RunDiff of(RunDirectory a, RunDirectory b) {
        List<String> common = a.solvers().stream().filter(b.solvers()::contains).toList();
        List<GroupDiff> groups = new ArrayList<>();
        groups.add(group("overall", null, a, b, common));
        for (String input : a.inputs()) {
            if (b.inputs().contains(input)) {
                groups.add(group(input, input, a, b, common));
            }
        }
        return new RunDiff(a.dir().toString(), b.dir().toString(), flags(a, b),
                a.solvers().stream().filter(s -> !common.contains(s)).toList(),
                b.solvers().stream().filter(s -> !common.contains(s)).toList(), groups);
    }

    public GroupDiff overall() {
        return groups.get(0);
    }

    /**
     * The solvers that got worse, each with why: a WRONG answer that A did not give (more of them,
     * or on a record A answered otherwise); or slower, when the Hodges-Lehmann estimate of the
     * speed is below 1 / (1 + threshold) and the signed-rank test rejects "no change" at
     * {@code alpha}, over all inputs. A speed that unsolved calls make only an upper bound of B's
     * slowdown (A's calls stopped where B answered) never counts as slower.
     */
    public List<String> regressions(double threshold, double alpha) {
        List<String> out = new ArrayList<>();
        for (SolverDiff s : overall().solvers()) {
            if (s.wrongB() > s.wrongA() || s.newWrong() > 0) {
                out.add(s.solver() + ": WRONG answers " + s.wrongA() + " -> " + s.wrongB()
                        + (s.newWrong() > 0 ? ", " + s.newWrong() + " on records A did not answer wrongly (first "
                                + s.newWrongAt().get(0) + ")" : ""));
            }
            PairedSpeedup p = s.speed();
            boolean lowerBoundOfSlowdown = p.bound() == Figure.Bound.EXACT || p.bound() == Figure.Bound.AT_MOST;
            if (p.pairs() > 0 && p.hodgesLehmann() < 1 / (1 + threshold) && p.pValue() < alpha && lowerBoundOfSlowdown) {
                out.add(String.format(Locale.ROOT, "%s: slower, %.3gx the time of A (Hodges-Lehmann over %d "
                        + "records, p = %.2g < %s; threshold %s%%)", s.solver(), 1 / p.hodgesLehmann(), p.pairs(),
                        p.pValue(), DiffReport.plain(alpha), DiffReport.plain(threshold * 100)));
            }
        }
        return out;
    }

    private static GroupDiff group(String name, String source, RunDirectory a, RunDirectory b, List<String> solvers) {
        List<RunDirectory.Key> keysA = a.keys(source);
        List<RunDirectory.Key> keysB = b.keys(source);
        List<RunDirectory.Key> both = keysA.stream().filter(k -> {
            RunDirectory.Row rb = b.rows().get(k);
            return rb != null && rb.puzzleHash() == a.rows().get(k).puzzleHash();
        }).toList();
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
            long newWrong = 0;
            List<String> newWrongAt = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                RunDirectory.Row ra = a.rows().get(both.get(i));
                RunDirectory.Row rb = b.rows().get(both.get(i));
                timeA[i] = ra.timeNanos()[sa];
                timeB[i] = rb.timeNanos()[sb];
                solvedA[i] = ra.verdicts()[sa] == AnswerVerdict.CORRECT;
                solvedB[i] = rb.verdicts()[sb] == AnswerVerdict.CORRECT;
                if (rb.verdicts()[sb] == AnswerVerdict.WRONG && ra.verdicts()[sa] != AnswerVerdict.WRONG) {
                    newWrong++;
                    if (newWrongAt.size() < NEW_WRONG_SHOWN) {
                        newWrongAt.add(both.get(i).source() + " record " + both.get(i).record());
                    }
                }
            }
            PairedSpeedup speed = PairedSpeedup.of(timeA, solvedA, a.limitNanos(), timeB, solvedB, b.limitNanos());
            out.add(new SolverDiff(solver, ta.solved(), tb.solved(), count(a, keysA, sa, AnswerVerdict.WRONG),
                    count(b, keysB, sb, AnswerVerdict.WRONG), ta.par2(), tb.par2(), ta.median(), tb.median(), speed,
                    newWrong, newWrongAt));
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

    /** Why the runs may not compare: other settings, machines, builds, inputs; a busy machine; a cut run. */
    static List<String> flags(RunDirectory a, RunDirectory b) {
        Manifest ma = a.manifest();
        Manifest mb = b.manifest();
        List<String> out = new ArrayList<>();
        List<String> settings = settingsDifferences(ma.settings(), mb.settings());
        if (!settings.isEmpty()) {
            out.add("other settings: " + String.join("; ", settings));
        }
        List<String> machine = ma.environment().differences(mb.environment());
        if (!machine.isEmpty()) {
            out.add("other machine or JVM: " + String.join("; ", machine));
        }
        if (!ma.toolVersion().equals(mb.toolVersion()) || !ma.toolCommit().equals(mb.toolCommit())) {
            out.add("other builds of the tool: " + ma.toolVersion() + " (" + ma.toolCommit() + ") vs "
                    + mb.toolVersion() + " (" + mb.toolCommit() + ")");
        }
        Map<String, InputDigest> inputsB = mb.inputs().stream().collect(Collectors.toMap(InputDigest::name,
                Function.identity(), (x, y) -> x));
        for (InputDigest d : ma.inputs()) {
            InputDigest other = inputsB.get(d.name());
            if (other != null && d.hashed() && other.hashed() && !d.sha256().equals(other.sha256())) {
                out.add("input " + d.name() + " has other contents (SHA-256 " + d.sha256().substring(0, 12) + "… vs "
                        + other.sha256().substring(0, 12) + "…): only records with the same puzzle are paired");
            }
        }
        for (RunDirectory run : List.of(a, b)) {
            String which = run == a ? "A" : "B";
            run.manifest().notices().stream().filter(n -> n.contains("busy") || n.contains("share this machine")
                    || n.contains("shares this machine")).forEach(n -> out.add(which + ": " + n));
            if (!run.manifest().interruption().isEmpty()) {
                out.add(which + " was interrupted: " + run.manifest().interruption());
            }
        }
        return out;
    }

    private static List<String> settingsDifferences(Settings a, Settings b) {
        List<String> out = new ArrayList<>();
        differ(out, "mode", a.mode(), b.mode());
        differ(out, "count limit", a.countLimit(), b.countLimit());
        differ(out, "timeout", Units.time(a.timeout().toNanos()), Units.time(b.timeout().toNanos()));
        differ(out, "warm-up", a.warmup(), b.warmup());
        differ(out, "repeat", a.repeat(), b.repeat());
        differ(out, "threads", a.threads(), b.threads());
        differ(out, "shuffle", a.shuffle(), b.shuffle());
        differ(out, "limit", a.limit(), b.limit());
        differ(out, "shard", a.shard(), b.shard());
        return out;
    }

    private static void differ(List<String> out, String what, Object a, Object b) {
        if (!Objects.equals(a, b)) {
            out.add(what + " " + a + " vs " + b);
        }
    }
}
