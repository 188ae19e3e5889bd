package dev.sudokucompare.report;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.engine.JudgeVerdict;
import dev.sudokucompare.report.run.JudgeTable;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.TimeSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The default console view's tables: the columns a reader looks at first, within 120 columns once
 * the console gives each long spec its short name ({@link SolverNames}); solver names are not cut here.
 */
final class CompactTables {

    /** Longest input name or reason shown in a cell; the files hold them whole. */
    static final int NAME = 34;
    static final int REASON = 64;

    /** The judge table's reason: its seven count columns leave less room. */
    static final int JUDGE_REASON = 56;

    /** Per-input median columns are shown for at most this many solvers. */
    static final int SOLVER_COLUMNS = 4;

    private CompactTables() {
    }

    /** "a reason that goes on…": a cell cut to {@code max} characters. */
    static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }

    /** "input…name.txt": an input's name cut in the middle to {@code max} characters (names differ at the end). */
    static String name(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int head = Math.min(16, (max - 1) / 2);
        return s.substring(0, head) + "…" + s.substring(s.length() - (max - 1 - head));
    }

    /** Only the verdicts that occur, and the total. */
    static Table verdicts(GroupSummary g) {
        Table t = new Table("verdict", "records>");
        for (RecordVerdict v : RecordVerdict.values()) {
            if (g.count(v) > 0) {
                t.row(v, g.count(v));
            }
        }
        return t.row("total", g.records());
    }

    static Table scoreboard(GroupSummary g) {
        // Puzzles a program's format cannot carry are counted apart, in a column of their own when there are any.
        if (g.solvers().stream().noneMatch(s -> s.count(AnswerVerdict.NOT_RUN) > 0)) {
            Table t = new Table("solver", "correct>", "wrong>", "unverified>", "limit>", "error>", "answers>");
            for (SolverStats s : g.solvers()) {
                t.row(s.solver(), s.count(AnswerVerdict.CORRECT), s.count(AnswerVerdict.WRONG),
                        s.count(AnswerVerdict.UNVERIFIED), s.count(AnswerVerdict.LIMIT), s.count(AnswerVerdict.ERROR),
                        s.calls());
            }
            return t;
        }
        Table t = new Table("solver", "correct>", "wrong>", "unverified>", "limit>", "error>", "not run>", "answers>");
        for (SolverStats s : g.solvers()) {
            t.row(s.solver(), s.count(AnswerVerdict.CORRECT), s.count(AnswerVerdict.WRONG),
                    s.count(AnswerVerdict.UNVERIFIED), s.count(AnswerVerdict.LIMIT), s.count(AnswerVerdict.ERROR),
                    s.count(AnswerVerdict.NOT_RUN), s.calls() - s.count(AnswerVerdict.NOT_RUN));
        }
        return t;
    }

    static Table firstProblems(GroupSummary g) {
        Table t = new Table("solver", "verdict", "count>", "first (where: why)");
        for (SolverStats s : g.solvers()) {
            for (AnswerVerdict v : ReportTables.WORST_FIRST) {
                if (s.count(v) > 0) {
                    t.row(s.solver(), v, s.count(v), cut(s.firstReason(v), REASON));
                }
            }
        }
        return t;
    }

    /** Timing over every call: correct answers, total, the median with its CI, mean, p90, max, nodes. */
    static Table timing(GroupSummary g) {
        Table t = new Table("solver", "correct>", "total time>", "puzzles/s>", "median [95% CI]>", "mean>", "p90>",
                "max>", "mean nodes>");
        for (SolverStats s : g.solvers()) {
            TimeSummary ts = s.time();
            t.row(s.solver(), s.count(AnswerVerdict.CORRECT), Units.time(s.totalNanos()),
                    Units.perSecond(s.perSecond()), Units.timeWithCi(ts.median(), ts.medianLow(), ts.medianHigh()),
                    Units.time(ts.mean()), Units.time(ts.p90()), Units.time(ts.max()),
                    s.countsNodes() ? Units.count(s.meanNodes()) : ReportTables.NOT_APPLICABLE);
        }
        return t;
    }

    /** The geometric-mean speedup with its CI, Holm's p of Wilcoxon's test, wins, losses, ties. */
    static Table speedups(GroupSummary g) {
        Table t = new Table("solver", "vs", "pairs>", "speedup (geo. mean)>", "95% CI>", "Holm p>", "wins>", "losses>",
                "ties>");
        for (GroupSummary.PairStats p : g.pairs()) {
            PairedSpeedup s = p.speedup();
            if (!s.hasRatio()) {
                t.row(p.solver(), p.baseline(), s.pairs(), "-", "-", "-", s.wins(), s.losses(),
                        s.ties());
                continue;
            }
            var ci = s.interval();
            t.row(p.solver(), p.baseline(), s.pairs(), Units.speedup(s.speedup()),
                    Units.speedupInterval(ci[0], ci[1]), Units.pValue(p.speedupHolmP()), s.wins(), s.losses(),
                    s.ties());
        }
        return t;
    }

    /** Per outside program: answers per judge verdict and the first that failed, its reason cut. */
    static Table judges(List<JudgeTable.Row> rows) {
        Table t = new Table("program", "AC>", "WA>", "PE>", "TLE>", "MLE>", "RE>", "OLE>", "first failing (where: why)");
        for (JudgeTable.Row r : rows) {
            t.row(r.solver(), r.count(JudgeVerdict.AC), r.count(JudgeVerdict.WA), r.count(JudgeVerdict.PE),
                    r.count(JudgeVerdict.TLE), r.count(JudgeVerdict.MLE), r.count(JudgeVerdict.RE),
                    r.count(JudgeVerdict.OLE), cut(r.firstFailure(), JUDGE_REASON));
        }
        return t;
    }

    /**
     * One line per input: its records, the verdicts that occur, and each solver's median (up to four,
     * while the line keeps to the console's width under the solvers' short {@code names}).
     */
    static Table perInput(List<GroupSummary> inputs, SolverNames names) {
        List<String> solvers = inputs.isEmpty() ? List.of()
                : inputs.get(0).solvers().stream().map(SolverStats::solver).toList();
        int widths = solvers.stream().mapToInt(s -> names.of(s).length() + " median".length() + 2).sum();
        boolean medians = solvers.size() <= SOLVER_COLUMNS && widths <= ConsoleView.WIDTH - 2 - NAME - 40;
        List<String> header = new ArrayList<>(List.of("input", "records>", "verdicts"));
        if (medians) {
            solvers.forEach(s -> header.add(s + " median>"));
        }
        Table t = new Table(header.toArray(String[]::new));
        for (GroupSummary g : inputs.subList(0, Math.min(inputs.size(), ConsoleView.INPUTS_SHOWN))) {
            List<Object> row = new ArrayList<>(List.of(name(g.name(), NAME), g.records(), verdictCounts(g)));
            if (medians) {
                for (SolverStats s : g.solvers()) {
                    row.add(Units.time(s.time().median()));
                }
            }
            t.row(row.toArray());
        }
        return t;
    }

    /** "17 AGREE_MULTIPLE, 2 WRONG": what is not a plain AGREE; "all AGREE" otherwise. */
    static String verdictCounts(GroupSummary g) {
        List<String> parts = new ArrayList<>();
        for (RecordVerdict v : RecordVerdict.values()) {
            if (v != RecordVerdict.AGREE && g.count(v) > 0) {
                parts.add(String.format(Locale.ROOT, "%,d %s", g.count(v), v));
            }
        }
        if (parts.isEmpty()) {
            return g.records() == 0 ? "-" : "all AGREE";
        }
        return String.join(", ", parts);
    }
}
