package dev.sudokucompare.report;

import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.Standings;
import dev.sudokucompare.stats.Survival;
import dev.sudokucompare.stats.SurvivalDifference;
import dev.sudokucompare.stats.TimeSummary;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code summary.csv}: one row per group (overall, then each input) and solver, then one for the
 * virtual best solver: its rank, the answers by verdict, then times in nanoseconds over every call
 * (a call without a correct answer at the time limit; {@code bounds} names the figures, interval
 * ends included, that are lower bounds for it), PAR-2 with its interval, how often the rank held,
 * the Borda score, the RMST, and the paired comparisons with the baseline (empty for the baseline
 * itself; {@code speedup_bound} holds for each speedup estimate and interval end alike, and
 * {@code speedup_note} says why a solver has no ratio), each p-value with its Holm-adjusted value.
 * The same numbers as report.json, as the console and the other reports print them. Columns are
 * only ever added at the end.
 */
public final class SummaryCsv {

    static final String[] COLUMNS = {"group", "solver", "rank", "records", "calls", "correct", "wrong", "unverified",
        "limit", "error", "total_ns", "puzzles_per_s", "par2_ns", "median_ns", "median_ci95_low_ns",
        "median_ci95_high_ns", "mean_ns", "mean_ci95_low_ns", "mean_ci95_high_ns", "p90_ns", "p99_ns", "max_ns",
        "bounds", "mean_nodes", "mean_backtracks", "mean_build_ns", "mean_search_ns", "mean_cpu_ns", "cpu_per_wall",
        "baseline", "pairs", "neither",
        "speedup_geomean", "speedup_ci95_low", "speedup_ci95_high", "speedup_hl", "speedup_hl_ci95_low",
        "speedup_hl_ci95_high", "wilcoxon_p", "speedup_bound", "wins", "losses", "ties",
        "par2_ci95_low_ns", "par2_ci95_high_ns", "rank_held", "rank_ci95_low", "rank_ci95_high", "borda", "rmst_ns",
        "rmst_ci95_low_ns", "rmst_ci95_high_ns", "wilcoxon_p_holm", "speedup_note", "rmst_diff_ns",
        "rmst_diff_ci95_low_ns", "rmst_diff_ci95_high_ns", "rmst_diff_p", "rmst_diff_p_holm", "only_solver",
        "only_baseline", "mcnemar_p", "mcnemar_p_holm"};

    /** Where a group has no such figure. */
    private static final List<Object> NO_PAIR = Collections.nCopies(13, "");

    private SummaryCsv() {
    }

    public static String render(RunReport r) {
        StringWriter out = new StringWriter();
        try (CSVPrinter p = CSVFormat.DEFAULT.builder().setHeader(COLUMNS).setRecordSeparator('\n').get().print(out)) {
            for (GroupSummary g : r.summaries()) {
                List<SolverStats> ranking = g.ranking();
                for (SolverStats s : g.solvers()) {
                    List<Object> row = new ArrayList<>(List.of(CsvText.neutral(g.name()), CsvText.neutral(s.solver()),
                            ranking.indexOf(s) + 1, g.records(), s.calls(), s.count(AnswerVerdict.CORRECT),
                            s.count(AnswerVerdict.WRONG), s.count(AnswerVerdict.UNVERIFIED), s.count(AnswerVerdict.LIMIT),
                            s.count(AnswerVerdict.ERROR), num(s.totalNanos()), num(s.perSecond())));
                    row.addAll(times(s.time()));
                    row.addAll(List.of(num(s.meanNodes()), num(s.meanBacktracks()), num(s.meanBuildNanos()),
                            num(s.meanSearchNanos()), num(s.meanCpuNanos()), num(s.cpuPerWall()), CsvText.neutral(g.baseline())));
                    GroupSummary.PairStats pair = g.pairs().stream().filter(x -> x.solver().equals(s.solver()))
                            .findFirst().orElse(null);
                    PairedSpeedup sp = pair == null ? null : pair.speedup();
                    row.addAll(sp == null ? NO_PAIR
                            : List.of(sp.pairs(), sp.neither(), num(sp.geometricMean()), num(sp.ciLow()),
                                    num(sp.ciHigh()), num(sp.hodgesLehmann()), num(sp.hlLow()), num(sp.hlHigh()),
                                    num(sp.pValue()), sp.bound().name(), sp.wins(), sp.losses(), sp.ties()));
                    row.addAll(later(g, s.solver(), s.time(), pair));
                    p.printRecord(row);
                }
                p.printRecord(virtualBest(g));
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString();
    }

    /** The columns from par2_ci95_low_ns on. */
    private static List<Object> later(GroupSummary g, String solver, TimeSummary t, GroupSummary.PairStats pair) {
        List<Object> row = new ArrayList<>(List.of(num(t.par2Low()), num(t.par2High())));
        Standings.Standing st = g.standings().standing(solver);
        row.addAll(st == null ? List.of("", "", "", "") : List.of(num(st.rankHeld()), st.rankLow(), st.rankHigh(),
                num(st.borda())));
        Survival.Curve c = g.survival().curve(solver);
        row.addAll(c == null ? List.of("", "", "") : List.of(num(c.rmst()), num(c.rmstLow()), num(c.rmstHigh())));
        if (pair == null) {
            row.addAll(Collections.nCopies(11, ""));
        } else {
            SurvivalDifference d = pair.survival();
            row.addAll(List.of(num(pair.speedupHolmP()), pair.speedup().withoutRatio(), num(d.rmstDifference()),
                    num(d.low()), num(d.high()), num(d.pValue()), num(pair.rmstHolmP()), d.onlySolver(),
                    d.onlyBaseline(), num(d.mcnemarP()), num(pair.mcnemarHolmP())));
        }
        return row;
    }

    /** The virtual best solver's row: no rank, no answers of its own but the correct ones, no pairing. */
    private static List<Object> virtualBest(GroupSummary g) {
        TimeSummary t = g.standings().virtualBest();
        List<Object> row = new ArrayList<>(List.of(CsvText.neutral(g.name()), Standings.VIRTUAL_BEST, "", g.records(),
                t.calls(), t.solved(), 0, 0, "", "", "", ""));
        row.addAll(times(t));
        row.addAll(List.of("", "", "", "", "", "", CsvText.neutral(g.baseline())));
        row.addAll(NO_PAIR);
        row.addAll(later(g, Standings.VIRTUAL_BEST, t, null));
        return row;
    }

    /** par2 .. max and the names of the figures that are lower bounds ("median;max"). */
    private static List<Object> times(TimeSummary t) {
        Figure[] figures = {t.median(), t.medianLow(), t.medianHigh(), t.mean(), t.meanLow(), t.meanHigh(), t.p90(),
            t.p99(), t.max()};
        String[] names = {"median", "median_ci95_low", "median_ci95_high", "mean", "mean_ci95_low", "mean_ci95_high",
            "p90", "p99", "max"};
        List<String> bounds = new ArrayList<>();
        for (int i = 0; i < figures.length; i++) {
            if (figures[i].exists() && !figures[i].isExact()) {
                bounds.add(names[i]);
            }
        }
        return List.of(num(t.par2()), num(t.median().value()), num(t.medianLow().value()), num(t.medianHigh().value()),
                num(t.mean().value()), num(t.meanLow().value()), num(t.meanHigh().value()), num(t.p90().value()),
                num(t.p99().value()), num(t.max().value()), String.join(";", bounds));
    }

    static String num(double v) {
        return Double.isNaN(v) ? "" : v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(Locale.ROOT, "%.6g", v);
    }
}
