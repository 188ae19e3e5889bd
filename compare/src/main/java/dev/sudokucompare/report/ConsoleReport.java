package dev.sudokucompare.report;

import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import java.io.PrintWriter;

/** The report on the terminal: correctness first, then timing, then per input. */
public final class ConsoleReport {

    private ConsoleReport() {
    }

    public static void print(RunReport r, PrintWriter out) {
        out.println(Headline.of(r));
        if (!r.interruption().isEmpty()) {
            out.println("INTERRUPTED: " + r.interruption());
        }
        out.println();
        out.println("Correctness (" + r.overall().records() + " records)");
        out.print(Tables.verdicts(r.overall()).toText("  "));
        for (String failure : r.inputFailures()) {
            out.println("  input failed: " + failure);
        }
        for (Judgement j : r.examples()) {
            out.println();
            printExample(j, out);
        }
        out.println();
        out.println("Timing, all inputs (median/mean/percentiles over answered calls; total includes limits)"
                + (r.settings().contended() ? "  [CONTENDED: " + r.settings().threads() + " threads]" : ""));
        out.print(Tables.solvers(r.overall()).toText("  "));
        if (!r.overall().pairs().isEmpty()) {
            out.println();
            out.println("Speedup against " + r.overall().baseline()
                    + " (geometric mean of per-puzzle time ratios; above 1x = faster than the baseline)");
            out.print(Tables.speedups(r.overall()).toText("  "));
        }
        if (r.perInput().size() > 1) {
            out.println();
            out.println("Per input");
            out.print(Tables.perInput(r.perInput()).toText("  "));
        }
        out.println();
        out.println("Environment: " + r.environment().describe());
        out.flush();
    }

    /** A finding with the proof: the puzzle and each solver's answer. */
    static void printExample(Judgement j, PrintWriter out) {
        out.println(j.verdict() + " " + j.record().location() + ": " + j.detail());
        int width = Math.max("puzzle".length(),
                j.outcomes().stream().mapToInt(o -> o.solver().length()).max().orElse(0));
        out.printf("  %-" + width + "s  %s%n", "puzzle", j.record().raw());
        for (Outcome o : j.outcomes()) {
            String answer = o.result().solution() != null ? o.result().solution().toString() : o.result().describe();
            out.printf("  %-" + width + "s  %s%n", o.solver(), answer);
        }
    }
}
