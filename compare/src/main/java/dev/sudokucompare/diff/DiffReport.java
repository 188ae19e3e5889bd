package dev.sudokucompare.diff;

import dev.sudokucompare.report.ConsoleReport;
import dev.sudokucompare.report.Table;
import dev.sudokucompare.report.Units;
import dev.sudokucompare.stats.PairedSpeedup;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;

/** A diff on the terminal: what may make the runs incomparable, then per solver and per input, then the verdict. */
public final class DiffReport {

    /** What "B vs A" means, said once above the tables. */
    static final String SPEED_CAPTION = "B vs A: per record both ran, A's time / B's time (a call without a correct "
            + "answer at its run's time limit; ≥ or ≤ when such calls make it a bound): the Hodges-Lehmann estimate "
            + "with its 95% CI and the two-sided signed-rank p, and the geometric mean. Counts, PAR-2 and medians are "
            + "each run's own, over its own records.";

    private DiffReport() {
    }

    public static void print(RunDiff d, List<String> regressions, double threshold, double alpha, PrintWriter out) {
        RunDiff.GroupDiff all = d.overall();
        out.println("diff: A = " + d.a() + ", B = " + d.b());
        out.println(String.format(Locale.ROOT, "records: %,d in A, %,d in B, %,d in both (same input, position and "
                + "puzzle)", all.recordsA(), all.recordsB(), all.common()));
        if (d.flags().isEmpty()) {
            out.println("flags: none (same settings, machine, build and inputs; neither machine looked busy)");
        } else {
            out.println("flags (the runs may not compare as they are; read the figures with this in mind):");
            d.flags().forEach(f -> out.println("  ! " + f));
        }
        if (!d.onlyInA().isEmpty() || !d.onlyInB().isEmpty()) {
            out.println("solvers only in A: " + (d.onlyInA().isEmpty() ? "none" : String.join(", ", d.onlyInA()))
                    + "; only in B: " + (d.onlyInB().isEmpty() ? "none" : String.join(", ", d.onlyInB())));
        }
        out.println();
        out.println("Per solver, all inputs (A -> B)");
        ConsoleReport.wrapped(SPEED_CAPTION, out);
        out.print(solvers(all).toText("  "));
        if (d.groups().size() > 2) {
            out.println();
            out.println("Per input (A -> B)");
            out.print(perInput(d.groups().subList(1, d.groups().size())).toText("  "));
        }
        out.println();
        String rule = String.format(Locale.ROOT, "slower beyond %s%% with p < %s, or a new WRONG answer",
                plain(threshold * 100), plain(alpha));
        if (regressions.isEmpty()) {
            out.println("No regression (" + rule + ").");
        } else {
            out.println("Regressions (" + rule + "):");
            regressions.forEach(r -> out.println("  " + r));
        }
        out.flush();
    }

    static Table solvers(RunDiff.GroupDiff g) {
        Table t = new Table("solver", "correct>", "wrong>", "PAR-2>", "median>", "pairs>", "B vs A>", "95% CI>",
                "p>", "geo. mean>", "new wrong>");
        for (RunDiff.SolverDiff s : g.solvers()) {
            PairedSpeedup p = s.speed();
            t.row(s.solver(), s.correctA() + " -> " + s.correctB(), s.wrongA() + " -> " + s.wrongB(),
                    Units.time(s.par2A()) + " -> " + Units.time(s.par2B()),
                    Units.time(s.medianA()) + " -> " + Units.time(s.medianB()), p.pairs(),
                    Units.speedup(p.hodgesLehmannSpeedup()), Units.speedupInterval(p.hlLow(), p.hlHigh()),
                    Units.pValue(p.pValue()), Units.speedup(p.speedup()), s.newWrong());
        }
        return t;
    }

    static Table perInput(List<RunDiff.GroupDiff> inputs) {
        Table t = new Table("input", "solver", "correct>", "wrong>", "median>", "pairs>", "B vs A>", "p>");
        for (RunDiff.GroupDiff g : inputs) {
            boolean first = true;
            for (RunDiff.SolverDiff s : g.solvers()) {
                PairedSpeedup p = s.speed();
                t.row(first ? g.name() : "", s.solver(), s.correctA() + " -> " + s.correctB(),
                        s.wrongA() + " -> " + s.wrongB(), Units.time(s.medianA()) + " -> " + Units.time(s.medianB()),
                        p.pairs(), Units.speedup(p.hodgesLehmannSpeedup()), Units.pValue(p.pValue()));
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
