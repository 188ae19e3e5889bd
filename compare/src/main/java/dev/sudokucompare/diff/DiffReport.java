package dev.sudokucompare.diff;

import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.SolverNames;
import dev.sudokucompare.report.Table;
import dev.sudokucompare.report.Units;
import dev.sudokucompare.stats.DriftTest;
import dev.sudokucompare.stats.PairedSpeedup;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A diff on the terminal: what may make the runs incomparable, the tables of what changed, then
 * the gate: answers that got worse, named by record, and each solver's time against the margin.
 */
public final class DiffReport {

    /** Records named per solver on the console; the count says how many more. */
    static final int NAMED = 25;

    /** What "B vs A" means, said once above the tables. */
    static final String SPEED_CAPTION = "B vs A: per record both ran, A's time / B's time (a call without a correct "
            + "answer at its run's time limit; ≥ or ≤ when such calls make it or its interval's ends a bound): the "
            + "Hodges-Lehmann estimate with its 95% CI. These describe, with no p-value: a "
            + "test over one run's records cannot tell a change from the drift between runs; the gate below "
            + "decides. Counts, PAR-2 and medians are each run's own, over its own records.";

    static final String GATE_CAPTION = "Each solver's level change, the Hodges-Lehmann estimate of log(B / A) over "
            + "the records both runs answered correctly or stopped at the limit (one at least correctly; a stopped "
            + "call counts as its run's limit), less the mean change of its control solvers (unchanged in "
            + "both runs): B's time over A's beside the controls', with its 95% CI. Two runs of one build differ per "
            + "solver by more than records show (the JIT compiles each run anew; a busy machine slows solvers "
            + "unequally), and the controls' spread measures just that: it is the error of the change, on k - 1 "
            + "degrees of freedom for k controls, and never taken below --drift (heavy tails: now and then one "
            + "solver's run alone is 1.5x slower). One-sided t-test of 'at most the threshold slower', its p "
            + "adjusted by Holm over the solvers tested; slower is claimed only where that adjusted p is below "
            + "alpha. A solver with fewer than two controls is not tested. 'detects': the least ratio the test calls slower "
            + "with 80% power at Holm's first level, alpha / (solvers tested): a threshold below it cannot be "
            + "answered, and the diff exits 3 rather than claim no regression.";

    private DiffReport() {
    }

    /** Every solver of either run, by the short name the console gives a long spec. */
    public static SolverNames names(RunDiff d) {
        java.util.LinkedHashSet<String> specs = new java.util.LinkedHashSet<>();
        d.overall().solvers().forEach(s -> specs.add(s.solver()));
        specs.addAll(d.onlyInA());
        specs.addAll(d.onlyInB());
        return SolverNames.of(List.copyOf(specs));
    }

    public static void print(RunDiff d, double threshold, double alpha, PrintWriter console) {
        RunDiff.GroupDiff all = d.overall();
        SolverNames names = names(d);
        console.println("diff: A = " + d.a() + ", B = " + d.b());
        if (names.any()) {
            console.println("Solvers with long specs go by short names here:");
            names.legend().forEach(console::println);
        }
        PrintWriter out = names.renaming(console);
        out.println(String.format(Locale.ROOT, "records: %,d in A, %,d in B, %,d in both (same input, position and "
                + "puzzle)", all.recordsA(), all.recordsB(), all.common()));
        Comparability c = d.comparability();
        if (c.blockers().isEmpty() && c.busy().isEmpty() && c.flags().isEmpty()) {
            out.println("flags: none (same settings, machine, build and inputs; neither machine looked busy)");
        } else {
            out.println("flags:");
            c.blockers().forEach(f -> ConsoleReport.fit("  !! " + f + " (timings do not compare)", out));
            c.busy().forEach(f -> ConsoleReport.fit("  !  " + f, out));
            c.flags().forEach(f -> ConsoleReport.fit("  !  " + f, out));
        }
        if (!d.onlyInA().isEmpty() || !d.onlyInB().isEmpty()) {
            ConsoleReport.fit("solvers only in A: " + (d.onlyInA().isEmpty() ? "none" : String.join(", ", d.onlyInA()))
                    + "; only in B: " + (d.onlyInB().isEmpty() ? "none" : String.join(", ", d.onlyInB())), out);
        }
        out.println();
        out.println("Per solver, all inputs (A -> B)");
        ConsoleReport.wrapped(SPEED_CAPTION, out);
        out.print(solvers(all).mapped(names::apply).toText("  "));
        if (d.groups().size() > 2) {
            out.println();
            out.println("Per input (A -> B)");
            out.print(perInput(d.groups().subList(1, d.groups().size())).mapped(names::apply).toText("  "));
        }
        out.println();
        printCorrectness(d, out, names);
        out.println();
        ConsoleReport.fit(names.apply("Timing gate: slower beyond " + plain(threshold * 100) + "%, Holm-adjusted p < "
                + plain(alpha) + ", drift allowed for at least " + plain(d.timing().drift() * 100) + "%; controls: "
                + d.controlsChosen()), out);
        ConsoleReport.wrapped(GATE_CAPTION, out);
        out.print(gate(d.timing()).mapped(names::apply).toText("  "));
        untested(d.timing()).forEach(u -> ConsoleReport.fit("  " + names.apply(u), out));
        controls(d.timing()).forEach(u -> ConsoleReport.fit("  " + names.apply(u), out));
        d.timing().results().stream().filter(r -> r.untested().isEmpty())
                .forEach(r -> out.println("  " + RunDiff.power(r)));
        out.println();
        verdict(d, threshold, alpha).lines().forEach(l -> ConsoleReport.fit(names.apply(l), out));
        out.flush();
        console.flush();
    }

    private static void printCorrectness(RunDiff d, PrintWriter out, SolverNames names) {
        WorseAnswers w = d.worse();
        if (w.worse().isEmpty()) {
            out.println("Correctness: no answer got worse (every record both ran, every solver both ran).");
        } else {
            out.println("Correctness: " + w.worse().size() + " answers got worse (CORRECT, UNVERIFIED, ERROR, WRONG, "
                    + "best to worst; a time limit is timing, below):");
        }
        for (RunDiff.SolverDiff s : d.overall().solvers()) {
            List<WorseAnswers.Worse> mine = w.of(s.solver());
            if (!mine.isEmpty()) {
                out.println("  " + s.solver() + ": " + mine.size() + " records (correct " + s.correctA() + " -> "
                        + s.correctB() + ")");
                named(mine, out);
            }
        }
        for (RunDiff.SolverDiff s : d.overall().solvers()) {
            List<WorseAnswers.Worse> still = w.stillWrongOf(s.solver());
            if (!still.isEmpty()) {
                out.println("  " + s.solver() + ": " + still.size() + " records WRONG in both runs (still wrong)");
                named(still, out);
            }
        }
        if (!w.onlyInB().isEmpty()) {
            out.println("B holds wrong answers that A did not (solvers only in B):");
            w.onlyInB().forEach(f -> ConsoleReport.fit(names.apply("  " + f.describe(d.overall().recordsB())), out));
        }
        if (!w.limits().isEmpty()) {
            out.println();
            out.println("Time limits (timing, not correctness: each such call counts at its run's limit in the gate):");
            Table t = new Table("solver", "CORRECT -> LIMIT>", "LIMIT -> CORRECT>");
            w.limits().forEach(l -> t.row(l.solver(), l.correctToLimit(), l.limitToCorrect()));
            out.print(t.mapped(names::apply).toText("  "));
        }
    }

    private static void named(List<WorseAnswers.Worse> records, PrintWriter out) {
        records.stream().limit(NAMED).forEach(x -> ConsoleReport.fit("    " + x.describe(), out));
        if (records.size() > NAMED) {
            out.println("    … and " + (records.size() - NAMED) + " more");
        }
    }

    /** The regressions, one line each, for stderr. */
    public static List<String> regressions(RunDiff d, double threshold) {
        List<String> out = new ArrayList<>();
        for (RunDiff.SolverDiff s : d.overall().solvers()) {
            List<WorseAnswers.Worse> mine = d.worse().of(s.solver());
            if (!mine.isEmpty()) {
                out.add(s.solver() + ": " + mine.size() + " answers got worse, first " + mine.get(0).describe());
            }
            List<WorseAnswers.Worse> still = d.worse().stillWrongOf(s.solver());
            if (!still.isEmpty()) {
                out.add(s.solver() + ": " + still.size() + " answers WRONG in both runs, first " + still.get(0).describe());
            }
        }
        long held = d.worse().onlyInB().stream().mapToLong(f -> f.wrong() + f.error()).sum();
        if (held > 0) {
            out.add("B holds " + held + " wrong answers that A did not: " + String.join("; ", d.worse().onlyInB().stream()
                    .map(f -> f.describe(d.overall().recordsB())).toList()));
        }
        for (TimingGate.Result r : d.timing().regressions()) {
            out.add(String.format(Locale.ROOT, "%s: slower, %sx the time of A against its controls (beyond %s%%, "
                    + "Holm-adjusted p = %s)", r.solver(), threeDigits(Math.exp(r.test().change())),
                    plain(threshold * 100), Units.pValue(r.holmP())));
        }
        return out;
    }

    private static String verdict(RunDiff d, double threshold, double alpha) {
        List<String> regressions = regressions(d, threshold);
        if (!regressions.isEmpty()) {
            return "REGRESSION (exit 1):\n" + String.join("\n", regressions.stream().map(r -> "  " + r).toList());
        }
        if (d.timingNotComparable()) {
            return "No answer got worse; timing NOT COMPARABLE, nothing claimed on it (exit 3):\n"
                    + String.join("\n", d.nothingClaimed().stream().map(r -> "  " + r).toList());
        }
        boolean tested = d.timing().results().stream().anyMatch(r -> r.untested().isEmpty());
        if (!tested) {
            return "No regression: no answer got worse, and no solver was tested for time (each is a control or "
                    + "could not be tested, as the table says).";
        }
        return "No regression: no answer got worse, and no solver is slower beyond " + plain(threshold * 100)
                + "% at Holm-adjusted p < " + plain(alpha) + ".";
    }

    /**
     * One row per solver: how many controls it was measured against, its change beside theirs and the
     * test; a solver not tested says "not tested" here and why below the table ({@link #untested}),
     * so the table keeps to the console's width.
     */
    static Table gate(TimingGate g) {
        Table t = new Table("solver", "controls>", "records>", "B/A vs ctrl [95% CI]>", "ctrl B/A>",
                "ctrl spread>", "detects>", "p>", "Holm p>", "slower?");
        for (TimingGate.Result r : g.results()) {
            DriftTest d = r.test();
            if (!r.untested().isEmpty()) {
                t.row(r.solver(), r.controls().size(), r.records(), "-", "-", "-", "-", "-", "-", "not tested");
                continue;
            }
            t.row(r.solver(), r.controls().size(), r.records(), threeDigits(Math.exp(d.change())) + "x ["
                    + threeDigits(Math.exp(d.low())) + "x, " + threeDigits(Math.exp(d.high())) + "x]",
                    threeDigits(Math.exp(d.controlMean())) + "x", "×" + threeDigits(Math.exp(d.controlSpread()))
                            + (d.spread() > d.controlSpread() ? " (×" + threeDigits(Math.exp(d.spread())) + ")" : ""),
                    "> " + threeDigits(r.detectable()) + "x", Units.pValue(d.pValue()), Units.pValue(r.holmP()), r.regression() ? "SLOWER" : "no");
        }
        return t;
    }

    /** "dfs: not tested: a control (the same code in both runs)": why each untested solver was not. */
    static List<String> untested(TimingGate g) {
        return g.results().stream().filter(r -> !r.untested().isEmpty())
                .map(r -> r.solver() + ": not tested: " + r.untested()).toList();
    }

    /** "dfs (controls: dlx, choco)": each tested solver's controls. */
    static List<String> controls(TimingGate g) {
        return g.results().stream().filter(r -> r.untested().isEmpty() && !r.controls().isEmpty())
                .map(r -> r.solver() + " against " + String.join(", ", r.controls())).toList();
    }

    /** A ratio to three significant digits ("-" for NaN). */
    static String threeDigits(double v) {
        return Double.isNaN(v) ? "-" : new BigDecimal(v).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    static Table solvers(RunDiff.GroupDiff g) {
        // The Hodges-Lehmann estimate alone: a geometric-mean column would pass the console's width.
        Table t = new Table("solver", "correct>", "wrong>", "PAR-2>", "median>", "pairs>", "B vs A>", "95% CI>");
        for (RunDiff.SolverDiff s : g.solvers()) {
            PairedSpeedup p = s.speed();
            t.row(s.solver(), s.correctA() + " -> " + s.correctB(), s.wrongA() + " -> " + s.wrongB(),
                    Units.time(s.par2A()) + " -> " + Units.time(s.par2B()),
                    Units.time(s.medianA()) + " -> " + Units.time(s.medianB()), p.pairs(), speed(p),
                    p.hasRatio() ? Units.speedupInterval(p.hodgesLehmannInterval()[0], p.hodgesLehmannInterval()[1])
                            : "-");
        }
        return t;
    }

    /** The Hodges-Lehmann speed, or why there is none. */
    private static String speed(PairedSpeedup p) {
        return p.hasRatio() ? Units.speedup(p.hodgesLehmannSpeedup())
                : p.withoutRatio().isEmpty() ? "-" : p.withoutRatio();
    }

    static Table perInput(List<RunDiff.GroupDiff> inputs) {
        Table t = new Table("input", "solver", "correct>", "wrong>", "median>", "pairs>", "B vs A>");
        for (RunDiff.GroupDiff g : inputs) {
            boolean first = true;
            for (RunDiff.SolverDiff s : g.solvers()) {
                PairedSpeedup p = s.speed();
                t.row(first ? g.name() : "", s.solver(), s.correctA() + " -> " + s.correctB(),
                        s.wrongA() + " -> " + s.wrongB(), Units.time(s.medianA()) + " -> " + Units.time(s.medianB()),
                        p.pairs(), speed(p));
                first = false;
            }
        }
        return t;
    }

    /** 10, 0.05, 2.5: a number as typed, without trailing zeros. */
    static String plain(double v) {
        return BigDecimal.valueOf(v).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }
}
