package dev.sudokucompare.report;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
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

    /** The verdicts that are not simply correct, worst first. */
    static final List<AnswerVerdict> WORST_FIRST = List.of(AnswerVerdict.WRONG, AnswerVerdict.ERROR,
            AnswerVerdict.UNVERIFIED, AnswerVerdict.LIMIT);

    /** Caption of the timing table, the same in every report. */
    public static final String TIMING_CAPTION = "CORRECT answers only (a wrong answer is never solved): median, "
            + "mean with its 95% CI, percentiles, nodes, build and search. Total time sums every call, limits and "
            + "errors included; puzzles/s = correct answers / total time. Mean is the wall time around the call; "
            + "build + search is the solver's own account of it (the rest is call overhead, e.g. starting a process). "
            + "Mean CPU is user + system time: the calling thread's in process, the whole process tree's for an outside "
            + "program; CPU/wall is marked * where they differ by more than half (waiting on something, or parallel work).";

    /** Per solver: time statistics over its CORRECT answers (see {@link #TIMING_CAPTION}). */
    public static Table solvers(GroupSummary g) {
        Table t = new Table("solver", "correct>", "total time>", "puzzles/s>", "median>", "mean [95% CI]>", "p90>",
                "p99>", "max>", "mean nodes>", "mean build>", "mean search>", "mean CPU>", "CPU/wall>");
        for (SolverStats s : g.solvers()) {
            TimeSummary ts = s.time();
            t.row(s.solver(), s.count(AnswerVerdict.CORRECT), Units.time(s.totalNanos()), Units.perSecond(s.perSecond()),
                    Units.time(ts.median()), Units.timeWithCi(ts.mean(), ts.ciLow(), ts.ciHigh()), Units.time(ts.p90()),
                    Units.time(ts.p99()), Units.time(ts.max()), s.countsNodes() ? Units.count(s.meanNodes()) : NOT_APPLICABLE,
                    Units.time(s.meanBuildNanos()), Units.time(s.meanSearchNanos()), Units.time(s.meanCpuNanos()),
                    cpuPerWall(s.meanCpuNanos(), ts.mean()));
        }
        return t;
    }

    /** "0.98", with a star where CPU and wall time differ by more than half (waiting, or parallel work). */
    static String cpuPerWall(double cpu, double wall) {
        if (Double.isNaN(cpu) || Double.isNaN(wall) || wall <= 0) {
            return "-";
        }
        double r = cpu / wall;
        return String.format(Locale.ROOT, "%.2f", r) + (r < 0.5 || r > 1.5 ? " *" : "");
    }

    /** Caption of the speedup table, the same in every report. */
    public static final String SPEEDUP_CAPTION = "geometric mean of per-puzzle time ratios baseline / solver over the "
            + "puzzles both answered correctly, 95% CI on the log scale";

    /** Shown where a figure does not apply to a solver (nodes of an outside program). */
    static final String NOT_APPLICABLE = "n/a";

    /** Every solver against the baseline, paired over the puzzles both answered correctly. */
    public static Table speedups(GroupSummary g) {
        Table t = new Table("solver", "vs", "pairs>", "speedup (geo. mean)>", "95% CI>", "wins>", "losses>", "ties>");
        for (GroupSummary.PairStats p : g.pairs()) {
            PairedSpeedup s = p.speedup();
            t.row(p.solver(), p.baseline(), s.pairs(), Units.speedup(s.geometricMean()),
                    Units.speedupInterval(s.ciLow(), s.ciHigh()), s.wins(), s.losses(), s.ties());
        }
        return t;
    }

    /** One compact row per input and solver; the input's verdict counts on its first row only. */
    public static Table perInput(Iterable<GroupSummary> inputs) {
        Table t = new Table("input", "records>", "agree>", "multi>", "inconcl.>", "disagree>", "wrong>", "malformed>",
                "solver", "correct>", "wrong answers>", "limit>", "error>", "median>", "mean>", "mean nodes>");
        for (GroupSummary g : inputs) {
            boolean first = true;
            for (SolverStats s : g.solvers()) {
                Object[] verdicts = first
                        ? new Object[] {g.name(), g.records(), g.count(RecordVerdict.AGREE), g.count(RecordVerdict.AGREE_MULTIPLE),
                                g.count(RecordVerdict.INCONCLUSIVE), g.count(RecordVerdict.DISAGREE), g.count(RecordVerdict.WRONG),
                                g.count(RecordVerdict.MALFORMED)}
                        : new Object[] {"", "", "", "", "", "", "", ""};
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
