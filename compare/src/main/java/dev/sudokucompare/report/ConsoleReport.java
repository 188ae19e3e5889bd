package dev.sudokucompare.report;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.stats.SolverStats;
import java.io.PrintWriter;
import java.util.List;

/** The report on the terminal: the scoreboard first, then the records, findings, timing, per input. */
public final class ConsoleReport {

    private ConsoleReport() {
    }

    public static void print(RunReport r, PrintWriter out) {
        out.println(Headline.of(r));
        if (!r.interruption().isEmpty()) {
            out.println("INTERRUPTED: " + r.interruption());
        }
        for (SolverStats s : r.failedEverywhere()) {
            out.println(Headline.failedEverywhere(s));
        }
        for (String notice : r.notices()) {
            out.println("Note: " + Printable.line(notice));
        }
        out.println();
        out.println(Headline.SCOREBOARD_TITLE);
        out.print(ReportTables.scoreboard(r.overall()).toText("  "));
        if (!r.judgeRows().isEmpty()) {
            out.println();
            out.println(ReportTables.JUDGE_TITLE);
            out.print(ReportTables.judges(r.judgeRows()).toText("  "));
        }
        Table problems = ReportTables.firstProblems(r.overall());
        if (!problems.rows().isEmpty()) {
            out.println();
            out.println("First answer of each kind that is not correct");
            out.print(problems.toText("  "));
        }
        out.println();
        out.println("Ranking");
        wrapped(ReportTables.RANKING_CAPTION, out);
        out.print(ReportTables.ranking(r.overall()).toText("  "));
        out.println();
        out.println("Records (" + r.overall().records() + "; one verdict per record, from its answers)");
        out.print(ReportTables.verdicts(r.overall()).toText("  "));
        for (String failure : r.inputFailures()) {
            out.println("  input failed: " + Printable.line(failure));
        }
        if (r.findings() > 0) {
            out.println();
            out.println(Headline.findings(r));
            for (Judgement j : r.examples()) {
                printExample(j, out);
            }
        }
        out.println();
        out.println("Timing, all inputs" + (r.settings().contended() ? "  [CONTENDED: " + r.settings().threads()
                + " threads]" : ""));
        wrapped(ReportTables.TIMING_CAPTION, out);
        out.print(ReportTables.solvers(r.overall()).toText("  "));
        if (!r.overall().pairs().isEmpty()) {
            out.println();
            out.println("Speedup against " + r.overall().baseline());
            wrapped(ReportTables.SPEEDUP_CAPTION, out);
            out.print(ReportTables.speedups(r.overall()).toText("  "));
        }
        out.println();
        out.println("Solved within t, all inputs");
        wrapped(SurvivalTables.CAPTION, out);
        out.print(SurvivalTables.solvedWithin(r.overall()).toText("  "));
        if (!r.overall().pairs().isEmpty()) {
            out.print(SurvivalTables.againstBaseline(r.overall()).toText("  "));
        }
        if (r.perInput().size() > 1) {
            out.println();
            out.println("Per input");
            out.print(ReportTables.perInput(r.perInput()).toText("  "));
        }
        out.println();
        out.println("Environment: " + r.environment().describe());
        out.flush();
    }

    /**
     * The run's trouble and findings in a few lines for stderr, so they are seen even when stdout
     * goes to a file: inputs that failed, and per solver its errors and wrong answers with the first.
     */
    public static void printAlerts(RunReport r, PrintWriter err) {
        printAlerts(r, err, List.of());
    }

    /** The same, leaving out the notices in {@code saidAtStart} (warned about before the run). */
    public static void printAlerts(RunReport r, PrintWriter err, List<String> saidAtStart) {
        // Each alert one line, whatever a name or message held (a merged shard's notices included).
        for (String failure : r.inputFailures()) {
            err.println("error: input failed: " + Printable.line(failure));
        }
        for (String notice : r.notices()) {
            if (!saidAtStart.contains(notice)) {
                err.println("warning: " + Printable.line(notice));
            }
        }
        for (SolverStats s : r.overall().solvers()) {
            for (AnswerVerdict v : List.of(AnswerVerdict.WRONG, AnswerVerdict.ERROR)) {
                long n = s.count(v);
                if (n > 0) {
                    err.println((v == AnswerVerdict.WRONG ? "finding: " : "error: ") + Printable.line(s.solver() + ": " + n
                            + " of " + s.calls() + " answers " + v + "; first at " + s.firstReason(v)));
                }
            }
        }
        err.flush();
    }

    /** A long caption as indented lines of at most about 100 characters. */
    public static void wrapped(String text, PrintWriter out) {
        StringBuilder line = new StringBuilder("  ");
        for (String word : text.split(" ")) {
            if (line.length() > 2 && line.length() + 1 + word.length() > 100) {
                out.println(line);
                line.setLength(0);
                line.append("  ");
            }
            line.append(line.length() > 2 ? " " : "").append(word);
        }
        out.println(line);
    }

    /** A finding with the proof: the puzzle and each solver's answer with its verdict. */
    static void printExample(Judgement j, PrintWriter out) {
        out.println("  " + j.verdict() + " " + j.record().location() + ": " + j.detail());
        int width = Math.max("puzzle".length(),
                j.outcomes().stream().mapToInt(o -> o.solver().length()).max().orElse(0));
        out.printf("    %-" + width + "s  %s%n", "puzzle", j.record().raw());
        for (Outcome o : j.outcomes()) {
            String answer = o.result().solution() != null ? o.result().solution().toString() : o.result().describe();
            out.printf("    %-" + width + "s  %-10s %s%n", o.solver(), o.verdict(), answer);
        }
    }
}
