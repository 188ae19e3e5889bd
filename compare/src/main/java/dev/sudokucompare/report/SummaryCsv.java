package dev.sudokucompare.report;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.stats.Figure;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.TimeSummary;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code summary.csv}: one row per group (overall, then each input) and solver: its rank, the
 * answers by verdict, then times in nanoseconds over every call (a call without a correct answer
 * at the time limit; {@code bounds} names the figures that are lower bounds for it), PAR-2, and the
 * paired speedup against the baseline (empty for the baseline itself). The same numbers as
 * report.json, as the console and the other reports print them.
 */
public final class SummaryCsv {

    static final String[] COLUMNS = {"group", "solver", "rank", "records", "calls", "correct", "wrong", "unverified",
        "limit", "error", "total_ns", "puzzles_per_s", "par2_ns", "median_ns", "median_ci95_low_ns",
        "median_ci95_high_ns", "mean_ns", "mean_ci95_low_ns", "mean_ci95_high_ns", "p90_ns", "p99_ns", "max_ns",
        "bounds", "mean_nodes", "mean_backtracks", "mean_build_ns", "mean_search_ns", "mean_cpu_ns", "cpu_per_wall",
        "baseline", "pairs", "neither",
        "speedup_geomean", "speedup_ci95_low", "speedup_ci95_high", "speedup_hl", "speedup_hl_ci95_low",
        "speedup_hl_ci95_high", "wilcoxon_p", "speedup_bound", "wins", "losses", "ties"};

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
                    PairedSpeedup sp = g.pairs().stream().filter(x -> x.solver().equals(s.solver())).findFirst()
                            .map(GroupSummary.PairStats::speedup).orElse(null);
                    row.addAll(sp == null ? List.of("", "", "", "", "", "", "", "", "", "", "", "", "")
                            : List.of(sp.pairs(), sp.neither(), num(sp.geometricMean()), num(sp.ciLow()),
                                    num(sp.ciHigh()), num(sp.hodgesLehmann()), num(sp.hlLow()), num(sp.hlHigh()),
                                    num(sp.pValue()), sp.bound().name(), sp.wins(), sp.losses(), sp.ties()));
                    p.printRecord(row);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString();
    }

    /** par2 .. max and the names of the figures that are lower bounds ("median;max"). */
    private static List<Object> times(TimeSummary t) {
        Figure[] figures = {t.median(), t.medianLow(), t.medianHigh(), t.mean()};
        String[] names = {"median", "median_ci95_low", "median_ci95_high", "mean"};
        List<String> bounds = new ArrayList<>();
        for (int i = 0; i < figures.length; i++) {
            if (figures[i].exists() && !figures[i].isExact()) {
                bounds.add(names[i]);
            }
        }
        Figure[] tail = {t.p90(), t.p99(), t.max()};
        String[] tailNames = {"p90", "p99", "max"};
        for (int i = 0; i < tail.length; i++) {
            if (tail[i].exists() && !tail[i].isExact()) {
                bounds.add(tailNames[i]);
            }
        }
        return List.of(num(t.par2()), num(t.median().value()), num(t.medianLow().value()), num(t.medianHigh().value()),
                num(t.mean().value()), num(t.meanLow()), num(t.meanHigh()), num(t.p90().value()), num(t.p99().value()),
                num(t.max().value()), String.join(";", bounds));
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(Locale.ROOT, "%.6g", v);
    }
}
