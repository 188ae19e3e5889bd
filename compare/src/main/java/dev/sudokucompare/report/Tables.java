package dev.sudokucompare.report;

import dev.sudokucompare.engine.Verdict;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.TimeSummary;

/** The report's tables, built once and rendered as console text, Markdown or HTML. */
public final class Tables {

    private Tables() {
    }

    /** Records per verdict. */
    public static Table verdicts(GroupSummary g) {
        Table t = new Table("verdict", "records>");
        for (Verdict v : Verdict.values()) {
            t.row(v, g.count(v));
        }
        return t.row("total", g.records());
    }

    /** Per solver: outcomes and time statistics over answered calls. */
    public static Table solvers(GroupSummary g) {
        Table t = new Table("solver", "solved>", "no sol.>", "limit>", "error>", "total time>", "puzzles/s>",
                "median>", "mean [95% CI]>", "p90>", "p99>", "max>", "mean nodes>", "mean build>", "mean search>");
        for (SolverStats s : g.solvers()) {
            TimeSummary ts = s.time();
            t.row(s.solver(), s.solved(), s.noSolution(), s.limit(), s.error(), Units.time(s.totalNanos()),
                    Units.perSecond(ts.perSecond()), Units.time(ts.median()),
                    Units.timeWithCi(ts.mean(), ts.ciLow(), ts.ciHigh()), Units.time(ts.p90()), Units.time(ts.p99()),
                    Units.time(ts.max()), Units.count(s.meanNodes()), Units.time(s.meanBuildNanos()),
                    Units.time(s.meanSearchNanos()));
        }
        return t;
    }

    /** Every solver against the baseline, paired over the puzzles both answered. */
    public static Table speedups(GroupSummary g) {
        Table t = new Table("solver", "vs", "pairs>", "speedup (geo. mean)>", "95% CI>", "wins>", "losses>", "ties>");
        for (GroupSummary.PairStats p : g.pairs()) {
            PairedSpeedup s = p.speedup();
            t.row(p.solver(), p.baseline(), s.pairs(), Units.ratio(s.geometricMean()),
                    Double.isNaN(s.ciLow()) ? "-" : Units.ratio(s.ciLow()) + " - " + Units.ratio(s.ciHigh()),
                    s.wins(), s.losses(), s.ties());
        }
        return t;
    }

    /** One compact row per input and solver; the input's verdict counts on its first row only. */
    public static Table perInput(Iterable<GroupSummary> inputs) {
        Table t = new Table("input", "records>", "agree>", "multi>", "inconcl.>", "disagree>", "wrong>", "malformed>",
                "solver", "answered>", "limit>", "median>", "mean>", "mean nodes>");
        for (GroupSummary g : inputs) {
            boolean first = true;
            for (SolverStats s : g.solvers()) {
                Object[] verdicts = first
                        ? new Object[] {g.name(), g.records(), g.count(Verdict.AGREE), g.count(Verdict.AGREE_MULTIPLE),
                                g.count(Verdict.INCONCLUSIVE), g.count(Verdict.DISAGREE), g.count(Verdict.WRONG),
                                g.count(Verdict.MALFORMED)}
                        : new Object[] {"", "", "", "", "", "", "", ""};
                first = false;
                t.row(concat(verdicts, s.solver(), s.solved() + s.noSolution(), s.limit(),
                        Units.time(s.time().median()), Units.time(s.time().mean()), Units.count(s.meanNodes())));
            }
        }
        return t;
    }

    private static Object[] concat(Object[] head, Object... tail) {
        Object[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
