package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.Environment;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.Judgement;
import dev.sudokucompare.engine.Outcome;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.SolverStats;
import java.io.PrintWriter;
import java.util.List;

/** The report on the terminal: the scoreboard first, then the records, findings, timing, per input. */
public final class ConsoleReport {

    private ConsoleReport() {
    }

    /** The whole report, every table and what each figure means. */
    public static void print(RunReport r, PrintWriter out) {
        print(r, out, ConsoleView.FULL);
    }

    /** The report as {@code view} asks: by default one screen within 120 columns. */
    public static void print(RunReport r, PrintWriter out, ConsoleView view) {
        print(r, out, view, List.of());
    }

    /**
     * The same, leaving out the notices in {@code saidOnThisTerminal}: a warning already printed on
     * the terminal the report goes to is not said twice.
     */
    public static void print(RunReport r, PrintWriter out, ConsoleView view, List<String> saidOnThisTerminal) {
        boolean wide = view.wide();
        line(Headline.of(r), out, wide);
        if (!r.interruption().isEmpty()) {
            line("INTERRUPTED: " + r.interruption(), out, wide);
        }
        for (SolverStats s : r.failedEverywhere()) {
            line(Headline.failedEverywhere(s), out, wide);
        }
        for (String notice : r.notices()) {
            if (saidOnThisTerminal.contains(notice)) {
                continue;
            }
            line("Note: " + Printable.line(notice), out, wide);
        }
        out.println();
        out.println(view.explain() ? Headline.SCOREBOARD_TITLE : "Scoreboard (one verdict per solver and record)");
        out.print((wide ? ReportTables.scoreboard(r.overall()) : CompactTables.scoreboard(r.overall())).toText("  "));
        if (!r.judgeRows().isEmpty()) {
            out.println();
            out.println(view.explain() ? ReportTables.JUDGE_TITLE : "Judge verdicts (as an online judge gives them)");
            out.print(ReportTables.judges(r.judgeRows()).toText("  "));
        }
        if (view.brief()) {
            printFindings(r, out);
            out.println();
            out.println(moreHint(view));
            out.flush();
            return;
        }
        Table problems = wide ? ReportTables.firstProblems(r.overall()) : CompactTables.firstProblems(r.overall());
        if (!problems.rows().isEmpty()) {
            out.println();
            out.println("First answer of each kind that is not correct");
            out.print(problems.toText("  "));
        }
        out.println();
        out.println("Ranking");
        caption(ReportTables.RANKING_CAPTION, out, view);
        out.print(ReportTables.ranking(r.overall()).toText("  "));
        out.println();
        out.println("Records (" + r.overall().records() + "; one verdict per record, from its answers)");
        out.print((wide ? ReportTables.verdicts(r.overall()) : CompactTables.verdicts(r.overall())).toText("  "));
        for (String failure : r.inputFailures()) {
            line("  input failed: " + Printable.line(failure), out, wide);
        }
        if (!r.repeatDisagreements().isEmpty()) {
            line("  " + Printable.line(ReportTables.repeatDisagreementsLine(r.repeatDisagreements())), out, wide);
            if (view.explain()) {
                out.print(ReportTables.repeatDisagreements(r.repeatDisagreements()).toText("    "));
            }
        }
        printFindings(r, out);
        out.println();
        out.println("Timing, all inputs" + (r.settings().contended() ? "  [CONTENDED: " + r.settings().threads()
                + " threads]" : ""));
        caption(ReportTables.TIMING_CAPTION, out, view);
        out.print((wide ? ReportTables.solvers(r.overall()) : CompactTables.timing(r.overall())).toText("  "));
        if (!r.overall().pairs().isEmpty()) {
            out.println();
            out.println("Speedup against " + r.overall().baseline());
            caption(ReportTables.SPEEDUP_CAPTION, out, view);
            out.print((wide ? ReportTables.speedups(r.overall()) : CompactTables.speedups(r.overall())).toText("  "));
            if (r.workersInSpeedups()) {
                out.println("  " + ForkSpeedupTables.WORKER_NOTE);
            }
        }
        if (!r.forkSpeedups().isEmpty()) {
            out.println();
            out.println(ForkSpeedupTables.TITLE);
            caption(ForkSpeedupTables.CAPTION, out, view);
            out.print(ForkSpeedupTables.table(r.forkSpeedups(), !wide).toText("  "));
            out.println("  " + ForkSpeedupTables.DECIDES);
        }
        if (wide) {
            out.println();
            out.println("Solved within t, all inputs");
            caption(SurvivalTables.CAPTION, out, view);
            out.print(SurvivalTables.solvedWithin(r.overall()).toText("  "));
            if (!r.overall().pairs().isEmpty()) {
                out.print(SurvivalTables.againstBaseline(r.overall()).toText("  "));
            }
        }
        if (!r.forks().isEmpty()) {
            out.println();
            out.println(ForkTables.TITLE);
            caption(ForkTables.CAPTION, out, view);
            r.forks().forEach(s -> ForkTables.lines(s).forEach(out::println));
        }
        if (r.perInput().size() > 1) {
            out.println();
            out.println("Per input");
            List<GroupSummary> inputs = List.copyOf(r.perInput());
            out.print((wide ? ReportTables.perInput(inputs) : CompactTables.perInput(inputs)).toText("  "));
            if (!wide && inputs.size() > ConsoleView.INPUTS_SHOWN) {
                out.println("  ... and " + (inputs.size() - ConsoleView.INPUTS_SHOWN) + " more inputs (--wide, or the "
                        + "files written with --out DIR)");
            }
        }
        out.println();
        line("Environment: " + r.environment().describe(), out, wide);
        if (!wide || !view.explain()) {
            out.println(moreHint(view));
        }
        out.flush();
    }

    private static void printFindings(RunReport r, PrintWriter out) {
        if (r.findings() > 0) {
            out.println();
            out.println(Headline.findings(r));
            for (Judgement j : r.examples()) {
                printExample(j, out);
            }
        }
    }

    /** What the default view leaves out and how to see it. */
    static String moreHint(ConsoleView view) {
        List<String> more = new java.util.ArrayList<>();
        if (view.brief()) {
            more.add("without --brief: the ranking, the records and the timing");
        } else if (!view.explain()) {
            more.add("--explain: what each figure means");
        }
        if (!view.wide() && !view.brief()) {
            more.add("--wide: every column, solved within t, RMST");
        }
        more.add("--out DIR: every record in files");
        return "More: " + String.join("; ", more);
    }

    /** A caption, shown only when the view explains. */
    private static void caption(String text, PrintWriter out, ConsoleView view) {
        if (view.explain()) {
            wrapped(text, out);
        }
    }

    /** A line as it is when wide, else wrapped to the view's width with a hanging indent. */
    private static void line(String text, PrintWriter out, boolean wide) {
        if (wide || text.length() <= ConsoleView.WIDTH) {
            out.println(text);
            return;
        }
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 4 && line.length() + 1 + word.length() > ConsoleView.WIDTH) {
                out.println(line);
                line.setLength(0);
                line.append("   ");
            }
            line.append(line.length() == 0 || line.toString().isBlank() ? "" : " ").append(word);
        }
        out.println(line);
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
        printAlerts(r, err, saidAtStart, List.of());
    }

    /** The same, with the notices in {@code informs} printed as "note:", not "warning:". */
    public static void printAlerts(RunReport r, PrintWriter err, List<String> saidAtStart, List<String> informs) {
        // Each alert one line, whatever a name or message held (a merged shard's notices included).
        for (String failure : r.inputFailures()) {
            err.println("error: input failed: " + Printable.line(failure));
        }
        for (String notice : r.notices()) {
            if (!saidAtStart.contains(notice)) {
                err.println((informs.contains(notice) ? "note: " : "warning: ") + Printable.line(notice));
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
            // Counted apart: puzzles its format cannot carry were never given to it.
            long notRun = s.count(AnswerVerdict.NOT_RUN);
            if (notRun > 0) {
                err.println("note: " + Printable.line(s.solver() + ": " + notRun + " of " + s.calls() + " puzzles "
                        + s.firstReason(AnswerVerdict.NOT_RUN).replaceFirst("^.*?: not run: ", "not run: ")));
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
