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
        SolverNames names = names(r);
        line(names.apply(Headline.of(r)), out, wide);
        if (names.any()) {
            out.println("Solvers with long specs go by short names here:");
            names.legend().forEach(out::println);
        }
        if (!r.interruption().isEmpty()) {
            line("INTERRUPTED: " + r.interruption(), out, wide);
        }
        for (SolverStats s : r.failedEverywhere()) {
            line(names.apply(Headline.failedEverywhere(s)), out, wide);
        }
        for (String notice : r.notices()) {
            if (saidOnThisTerminal.contains(notice)) {
                continue;
            }
            line("Note: " + names.apply(Printable.line(notice)), out, wide);
        }
        out.println();
        out.println(view.explain() ? Headline.SCOREBOARD_TITLE : "Scoreboard (one verdict per solver and record)");
        table(wide ? ReportTables.scoreboard(r.overall()) : CompactTables.scoreboard(r.overall()), names, out);
        if (!r.judgeRows().isEmpty()) {
            out.println();
            out.println(view.explain() ? ReportTables.JUDGE_TITLE : "Judge verdicts (as an online judge gives them)");
            table(wide ? ReportTables.judges(r.judgeRows()) : CompactTables.judges(r.judgeRows()), names, out);
        }
        if (view.brief()) {
            printFindings(r, out, names);
            out.println();
            out.println(moreHint(view));
            out.flush();
            return;
        }
        Table problems = wide ? ReportTables.firstProblems(r.overall()) : CompactTables.firstProblems(r.overall());
        if (!problems.rows().isEmpty()) {
            out.println();
            out.println("First answer of each kind that is not correct");
            table(problems, names, out);
        }
        out.println();
        out.println("Ranking");
        caption(ReportTables.RANKING_CAPTION, out, view);
        table(ReportTables.ranking(r.overall()), names, out);
        out.println();
        out.println("Records (" + r.overall().records() + "; one verdict per record, from its answers)");
        table(wide ? ReportTables.verdicts(r.overall()) : CompactTables.verdicts(r.overall()), names, out);
        for (String failure : r.inputFailures()) {
            line("  input failed: " + Printable.line(failure), out, wide);
        }
        if (!r.repeatDisagreements().isEmpty()) {
            line("  " + names.apply(Printable.line(ReportTables.repeatDisagreementsLine(r.repeatDisagreements()))), out,
                    wide);
            if (view.explain()) {
                out.print(ReportTables.repeatDisagreements(r.repeatDisagreements()).mapped(names::apply).toText("    "));
            }
        }
        printFindings(r, out, names);
        out.println();
        out.println("Timing, all inputs" + (r.settings().contended() ? "  [CONTENDED: " + r.settings().threads()
                + " threads]" : ""));
        caption(ReportTables.TIMING_CAPTION, out, view);
        table(wide ? ReportTables.solvers(r.overall()) : CompactTables.timing(r.overall()), names, out);
        if (!r.overall().pairs().isEmpty()) {
            out.println();
            out.println(names.apply("Speedup against " + r.overall().baseline()));
            caption(ReportTables.SPEEDUP_CAPTION, out, view);
            table(wide ? ReportTables.speedups(r.overall()) : CompactTables.speedups(r.overall()), names, out);
            if (r.workersInSpeedups()) {
                out.println("  " + ForkSpeedupTables.WORKER_NOTE);
            }
        }
        if (!r.forkSpeedups().isEmpty()) {
            out.println();
            out.println(ForkSpeedupTables.TITLE);
            caption(ForkSpeedupTables.CAPTION, out, view);
            table(ForkSpeedupTables.table(r.forkSpeedups()), names, out);
            out.println("  " + ForkSpeedupTables.DECIDES);
        }
        if (wide) {
            out.println();
            out.println("Solved within t, all inputs");
            caption(SurvivalTables.CAPTION, out, view);
            table(SurvivalTables.solvedWithin(r.overall()), names, out);
            if (!r.overall().pairs().isEmpty()) {
                table(SurvivalTables.againstBaseline(r.overall()), names, out);
            }
        }
        if (!r.forks().isEmpty()) {
            out.println();
            out.println(ForkTables.TITLE);
            caption(ForkTables.CAPTION, out, view);
            r.forks().forEach(s -> ForkTables.lines(s).forEach(l -> out.println(names.apply(l))));
        }
        if (r.perInput().size() > 1) {
            out.println();
            out.println("Per input");
            List<GroupSummary> inputs = List.copyOf(r.perInput());
            table(wide ? ReportTables.perInput(inputs) : CompactTables.perInput(inputs, names), names, out);
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

    /** The run's solvers' short names: the specs run, and any other a merged report holds. */
    public static SolverNames names(RunReport r) {
        java.util.LinkedHashSet<String> specs = new java.util.LinkedHashSet<>(r.settings().solverSpecs());
        r.overall().solvers().forEach(s -> specs.add(s.solver()));
        r.judgeRows().forEach(j -> specs.add(j.solver()));
        return SolverNames.of(List.copyOf(specs));
    }

    private static void table(Table t, SolverNames names, PrintWriter out) {
        out.print(t.mapped(names::apply).toText("  "));
    }

    private static void printFindings(RunReport r, PrintWriter out, SolverNames names) {
        if (r.findings() > 0) {
            out.println();
            out.println(Headline.findings(r));
            // The grids side by side once per wrong solver: its first finding shows the kind of mistake.
            java.util.Set<String> drawn = new java.util.HashSet<>();
            for (Judgement j : r.examples()) {
                printExample(j, out, names, drawn);
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

    /** {@code text} wrapped to the console's width, continued three columns in from its indent. */
    public static void fit(String text, PrintWriter out) {
        line(text, out, false);
    }

    /** A line as it is when wide, else wrapped to the view's width, continued three columns in from its indent. */
    private static void line(String text, PrintWriter out, boolean wide) {
        if (wide || text.length() <= ConsoleView.WIDTH) {
            out.println(text);
            return;
        }
        String lead = text.substring(0, text.length() - text.stripLeading().length());
        StringBuilder line = new StringBuilder(lead);
        boolean empty = true;
        for (String word : text.stripLeading().split(" ")) {
            if (!empty && line.length() + 1 + word.length() > ConsoleView.WIDTH) {
                out.println(line);
                line.setLength(0);
                line.append(lead).append("   ");
                empty = true;
            }
            line.append(empty ? "" : " ").append(word);
            empty = false;
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
        // Each alert starts one line, whatever a name or message held (a merged shard's notices included),
        // and goes on in indented lines rather than past the console's width; long specs go by short names.
        SolverNames names = names(r);
        for (String failure : r.inputFailures()) {
            line("error: input failed: " + Printable.line(failure), err, false);
        }
        for (String notice : r.notices()) {
            if (!saidAtStart.contains(notice)) {
                line((informs.contains(notice) ? "note: " : "warning: ") + names.apply(Printable.line(notice)), err, false);
            }
        }
        for (SolverStats s : r.overall().solvers()) {
            for (AnswerVerdict v : List.of(AnswerVerdict.WRONG, AnswerVerdict.ERROR)) {
                long n = s.count(v);
                if (n > 0) {
                    line((v == AnswerVerdict.WRONG ? "finding: " : "error: ") + names.apply(Printable.line(s.solver()
                            + ": " + n + " of " + s.calls() + " answers " + v + "; first at " + s.firstReason(v))), err,
                            false);
                }
            }
            // Counted apart: puzzles its format cannot carry were never given to it.
            long notRun = s.count(AnswerVerdict.NOT_RUN);
            if (notRun > 0) {
                line("note: " + names.apply(Printable.line(s.solver() + ": " + notRun + " of " + s.calls() + " puzzles "
                        + s.firstReason(AnswerVerdict.NOT_RUN).replaceFirst("^.*?: not run: ", "not run: "))), err, false);
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
    static void printExample(Judgement j, PrintWriter out, SolverNames names, java.util.Set<String> drawn) {
        line(names.apply("  " + j.verdict() + " " + j.record().location() + ": " + j.detail()), out, false);
        int width = Math.max("puzzle".length(),
                j.outcomes().stream().mapToInt(o -> names.of(o.solver()).length()).max().orElse(0));
        out.printf("    %-" + width + "s  %s%n", "puzzle", j.record().raw());
        for (Outcome o : j.outcomes()) {
            String answer = o.result().solution() != null ? o.result().solution().toString()
                    : CompactTables.cut(names.apply(o.result().describe()), ConsoleView.WIDTH - width - 17);
            out.printf("    %-" + width + "s  %-10s %s%n", names.of(o.solver()), o.verdict(), answer);
        }
        Outcome wrong = withGrid(j, AnswerVerdict.WRONG);
        Outcome correct = withGrid(j, AnswerVerdict.CORRECT);
        if (wrong != null && correct != null && GridsSideBySide.fits(correct.result().solution(),
                wrong.result().solution()) && drawn.add(wrong.solver())) {
            GridsSideBySide.lines("    ", correct.result().solution(), "correct (" + names.of(correct.solver()) + ")",
                    wrong.result().solution(), "wrong (" + names.of(wrong.solver()) + ")").forEach(out::println);
        }
    }

    /** The first outcome with {@code verdict} that is a grid, or null. */
    private static Outcome withGrid(Judgement j, AnswerVerdict verdict) {
        return j.outcomes().stream().filter(o -> o.verdict() == verdict && o.result().solution() != null).findFirst()
                .orElse(null);
    }
}
