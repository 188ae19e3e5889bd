package dev.sudokucompare.report;

import dev.sudokucompare.report.run.JudgeTable;
import dev.sudokucompare.report.run.RepeatDisagreements;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.stats.Bootstrap;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.Standings;
import dev.sudokucompare.stats.TimeSummary;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The report's tables, built once and rendered as console text, Markdown or HTML. */
public final class ReportTables {

    private ReportTables() {
    }

    /** Records per verdict. */
    public static Table verdicts(GroupSummary g) {
        Table t = new Table("verdict", "records>");
        for (RecordVerdict v : RecordVerdict.values()) {
            t.row(v, g.count(v));
        }
        return t.row("total", g.records());
    }

    /** Per solver: its answers by verdict, the scoreboard that comes first in every report. */
    public static Table scoreboard(GroupSummary g) {
        Table t = new Table("solver", "correct>", "wrong>", "unverified>", "limit>", "error>", "answers>");
        for (SolverStats s : g.solvers()) {
            t.row(s.solver(), s.count(AnswerVerdict.CORRECT), s.count(AnswerVerdict.WRONG),
                    s.count(AnswerVerdict.UNVERIFIED), s.count(AnswerVerdict.LIMIT), s.count(AnswerVerdict.ERROR),
                    s.calls());
        }
        return t;
    }

    /** The first answer of each kind that is not CORRECT, per solver, worst first: where and why. */
    public static Table firstProblems(GroupSummary g) {
        Table t = new Table("solver", "verdict", "count>", "first (where: why)");
        for (SolverStats s : g.solvers()) {
            for (AnswerVerdict v : WORST_FIRST) {
                if (s.count(v) > 0) {
                    t.row(s.solver(), v, s.count(v), s.firstReason(v));
                }
            }
        }
        return t;
    }

    /** Title of the online judge's table, the same in every report. */
    public static final String JUDGE_TITLE = "Judge verdicts (outside programs, as an online judge gives them: AC accepted, "
            + "WA wrong answer, PE presentation error, TLE time or CPU limit, MLE memory limit, RE runtime error, "
            + "OLE output limit)";

    /** Per outside program: answers per judge verdict and the first that failed. */
    public static Table judges(List<JudgeTable.Row> rows) {
        Table t = new Table("program", "AC>", "WA>", "PE>", "TLE>", "MLE>", "RE>", "OLE>", "first failing (where: why)");
        for (JudgeTable.Row r : rows) {
            t.row(r.solver(), r.count(JudgeVerdict.AC), r.count(JudgeVerdict.WA), r.count(JudgeVerdict.PE),
                    r.count(JudgeVerdict.TLE), r.count(JudgeVerdict.MLE), r.count(JudgeVerdict.RE),
                    r.count(JudgeVerdict.OLE), r.firstFailure());
        }
        return t;
    }

    /** Title of the table of records whose repetitions disagree, the same in every report. */
    public static final String REPEAT_TITLE = "Repetitions that disagree (--repeat): records stopped by the time limit "
            + "in some repetitions and solved in the others. Each counts as solved, its stopped calls at the limit in "
            + "the timing; one slow call does not decide the record, and none is hidden";

    /** Per solver: the records whose repetitions disagreed, and the first. */
    public static Table repeatDisagreements(List<RepeatDisagreements.Row> rows) {
        Table t = new Table("solver", "records>", "first (where: how many calls stopped)");
        rows.forEach(r -> t.row(r.solver(), r.records(), r.first()));
        return t;
    }

    /** The console's line: "Repetitions disagree on dfs-table 3, dlx 1 records (...)". */
    public static String repeatDisagreementsLine(List<RepeatDisagreements.Row> rows) {
        return "Repetitions disagree on " + String.join(", ", rows.stream().map(r -> r.solver() + " " + r.records())
                .toList()) + " records (stopped by the limit in some, solved in others: counted solved)";
    }

    /** The verdicts that are not simply correct, worst first. */
    static final List<AnswerVerdict> WORST_FIRST = List.of(AnswerVerdict.WRONG, AnswerVerdict.ERROR,
            AnswerVerdict.UNVERIFIED, AnswerVerdict.LIMIT);

    /** Caption of the timing table, the same in every report. */
    public static final String TIMING_CAPTION = "Every call counts, so every solver's row covers the same records: a call "
            + "without a correct answer (limit, error, wrong, unverified) never solved its puzzle and counts as at least "
            + "the time limit, after every correct answer; a figure it reaches is a lower bound, shown with ≥. Median, "
            + "p90, p99, max: quantiles of Hyndman and Fan's type 2 (the inverse of the empirical distribution, the "
            + "midpoint where it is flat); the median's 95% CI is the percentile bootstrap (computed exactly). Mean: "
            + "unsolved calls at the limit, with a 95% BCa bootstrap CI (" + String.format(Locale.ROOT,
                    "%,d", Bootstrap.RESAMPLES) + " seeded resamples; above " + String.format(Locale.ROOT, "%,d",
                    Bootstrap.MONTE_CARLO_LIMIT) + " calls, their saddlepoint approximation). Total time sums every call's wall time, "
            + "limits and errors included; puzzles/s = correct answers / total time. Mean nodes, build and search are "
            + "over correct answers only; build + search is the solver's own account of its wall time (the rest is "
            + "call overhead, e.g. starting a process). "
            + "Mean CPU is user + system time of the correct answers: the calling thread's in process (read around "
            + "each call after one of 50 µs or more, otherwise once per 100 µs of the solver's calls, as the clock "
            + "costs about a microsecond), the whole "
            + "process tree's for an outside program; CPU/wall is marked * where they differ by more than half "
            + "(waiting on something, or parallel work).";

    /** Per solver: time statistics over every call (see {@link #TIMING_CAPTION}). */
    public static Table solvers(GroupSummary g) {
        Table t = new Table("solver", "calls>", "correct>", "total time>", "puzzles/s>", "median [95% CI]>",
                "mean [95% CI]>", "p90>", "p99>", "max>", "mean nodes>", "mean build>", "mean search>", "mean CPU>", "CPU/wall>");
        for (SolverStats s : g.solvers()) {
            TimeSummary ts = s.time();
            t.row(s.solver(), ts.calls(), s.count(AnswerVerdict.CORRECT), Units.time(s.totalNanos()),
                    Units.perSecond(s.perSecond()), Units.timeWithCi(ts.median(), ts.medianLow(), ts.medianHigh()),
                    Units.timeWithCi(ts.mean(), ts.meanLow(), ts.meanHigh()),
                    Units.time(ts.p90()), Units.time(ts.p99()), Units.time(ts.max()),
                    s.countsNodes() ? Units.count(s.meanNodes()) : NOT_APPLICABLE, Units.time(s.meanBuildNanos()),
                    Units.time(s.meanSearchNanos()), Units.time(s.meanCpuNanos()), cpuPerWall(s.cpuPerWall()));
        }
        return t;
    }

    /** Caption of the ranking, the same in every report. */
    public static final String RANKING_CAPTION = "The SAT competitions' order: any WRONG answer ranks a solver last; "
            + "then more correct answers; then a lower PAR-2 score, the mean over every call of its time when correct "
            + "and twice the time limit otherwise (a limit, an error, a wrong or unverified answer alike), with its 95% "
            + "BCa bootstrap CI. Rank held: how often the solver kept its rank over bootstrap resamples of the records "
            + "(the same records for every solver; a WRONG answer ranks last in every one), and the middle 95% of its "
            + "ranks. Borda: the MiniZinc Challenge's complete score, against every other solver on every record 1 for "
            + "answering correctly alone, t_other / (t_own + t_other) when both did, 0 otherwise. Virtual best: each "
            + "record's fastest correct answer (a reference, not ranked).";

    /** The solvers in the SAT competitions' order, then the virtual best solver (see {@link #RANKING_CAPTION}). */
    public static Table ranking(GroupSummary g) {
        Table t = new Table("rank>", "solver", "wrong>", "correct>", "calls>", "PAR-2 [95% CI]>", "rank held>",
                "ranks (95%)>", "Borda>");
        int rank = 1;
        for (SolverStats s : g.ranking()) {
            Standings.Standing st = g.standings().standing(s.solver());
            t.row(rank++, s.solver(), s.count(AnswerVerdict.WRONG), s.count(AnswerVerdict.CORRECT), s.calls(),
                    par2(s.time()), st == null ? "-" : Units.percent(st.rankHeld()),
                    st == null ? "-" : st.rankLow() == st.rankHigh() ? String.valueOf(st.rankLow())
                            : st.rankLow() + "-" + st.rankHigh(),
                    st == null ? "-" : String.format(Locale.ROOT, "%,.1f", st.borda()));
        }
        TimeSummary best = g.standings().virtualBest();
        if (best.calls() > 0) {
            t.row("-", Standings.VIRTUAL_BEST, 0, best.solved(), best.calls(), par2(best), "", "", "");
        }
        return t;
    }

    /** "84.5 µs [42.2 µs, 240 µs]": PAR-2 is a score, exact by definition, and so is its interval. */
    static String par2(TimeSummary t) {
        return Units.timeWithCi(Figure.exact(t.par2()), Figure.exact(t.par2Low()), Figure.exact(t.par2High()));
    }

    /** "0.98", with a star where CPU and wall time differ by more than half (waiting, or parallel work). */
    static String cpuPerWall(double r) {
        if (Double.isNaN(r)) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f", r) + (r < 0.5 || r > 1.5 ? " *" : "");
    }

    /** Caption of the speedup table, the same in every report. */
    public static final String SPEEDUP_CAPTION = "Per record, baseline time / solver time; a call without a correct "
            + "answer counts as the time limit, so a pair with one bounds its ratio and a figure it enters, estimate or "
            + "interval end, is shown with ≥ or ≤ (~ when such pairs push both ways); pairs where neither answered say "
            + "nothing of the ratio and are left out of it (neither, not counted as ties). A solver (or baseline) "
            + "without a single correct answer gets no ratio at all: every one would be the other's times against the "
            + "limit. Geometric mean with a 95% BCa bootstrap CI of the mean log ratio; Hodges-Lehmann estimate of the "
            + "log ratios with the 95% CI of Wilcoxon's signed-rank test and its two-sided p, and that p adjusted by "
            + "Holm over every such test of the run (each solver against the baseline, overall and per input). Wins, "
            + "losses and ties count the pairs; a tie is within " + tieBand() + ".";

    /** "5%": the tie band as a percentage. */
    static String tieBand() {
        return Math.round((PairedSpeedup.TIE_MARGIN - 1) * 100) + "%";
    }

    /** Shown where a figure does not apply to a solver (nodes of an outside program). */
    static final String NOT_APPLICABLE = "n/a";

    /** Every solver against the baseline, paired over the records both ran (see {@link #SPEEDUP_CAPTION}). */
    public static Table speedups(GroupSummary g) {
        Table t = new Table("solver", "vs", "pairs>", "neither>", "speedup (geo. mean)>", "95% CI>",
                "Hodges-Lehmann>", "95% CI>", "Wilcoxon p>", "Holm p>", "wins>", "losses>", "ties>");
        for (GroupSummary.PairStats p : g.pairs()) {
            PairedSpeedup s = p.speedup();
            if (!s.hasRatio()) {
                String why = s.withoutRatio().isEmpty() ? "-" : s.withoutRatio();
                t.row(p.solver(), p.baseline(), s.pairs(), s.neither(), why, "-", "-", "-", "-", "-", s.wins(),
                        s.losses(), s.ties());
                continue;
            }
            Figure[] ci = s.interval();
            Figure[] hl = s.hodgesLehmannInterval();
            t.row(p.solver(), p.baseline(), s.pairs(), s.neither(), Units.speedup(s.speedup()),
                    Units.speedupInterval(ci[0], ci[1]), Units.speedup(s.hodgesLehmannSpeedup()),
                    Units.speedupInterval(hl[0], hl[1]), Units.pValue(s.pValue()), Units.pValue(p.speedupHolmP()),
                    s.wins(), s.losses(), s.ties());
        }
        return t;
    }

    /** One compact row per input and solver; the input's verdict counts on its first row only. */
    public static Table perInput(Iterable<GroupSummary> inputs) {
        Table t = new Table("input", "records>", "agree>", "multi>", "inconcl.>", "unverif.>", "disagree>", "wrong>",
                "malformed>",
                "solver", "correct>", "wrong answers>", "limit>", "error>", "median>", "mean>", "mean nodes>");
        for (GroupSummary g : inputs) {
            boolean first = true;
            for (SolverStats s : g.solvers()) {
                Object[] verdicts = first
                        ? new Object[] {g.name(), g.records(), g.count(RecordVerdict.AGREE), g.count(RecordVerdict.AGREE_MULTIPLE),
                                g.count(RecordVerdict.INCONCLUSIVE), g.count(RecordVerdict.UNVERIFIED),
                                g.count(RecordVerdict.DISAGREE), g.count(RecordVerdict.WRONG), g.count(RecordVerdict.MALFORMED)}
                        : new Object[] {"", "", "", "", "", "", "", "", ""};
                first = false;
                t.row(concat(verdicts, s.solver(), s.count(AnswerVerdict.CORRECT), s.count(AnswerVerdict.WRONG),
                        s.count(AnswerVerdict.LIMIT), s.count(AnswerVerdict.ERROR), Units.time(s.time().median()),
                        Units.time(s.time().mean()), s.countsNodes() ? Units.count(s.meanNodes()) : NOT_APPLICABLE));
            }
        }
        return t;
    }

    private static Object[] concat(Object[] head, Object... tail) {
        Object[] all = Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
