package dev.sudokucompare.report;

import dev.sudokucompare.engine.AnswerVerdict;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.stats.PairedSpeedup;
import dev.sudokucompare.stats.SolverStats;
import dev.sudokucompare.stats.TimeSummary;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * {@code summary.csv}: one row per group (overall, then each input) and solver: the answers by
 * verdict, then times in nanoseconds over the CORRECT answers ({@code timed} of them; total over
 * every call), with the paired speedup against the baseline (empty for the baseline itself).
 */
public final class SummaryCsv {

    static final String[] COLUMNS = {"group", "solver", "records", "correct", "wrong", "unverified", "limit", "error",
        "total_ns", "timed", "mean_ns", "ci95_low_ns", "ci95_high_ns", "median_ns", "p90_ns", "p99_ns", "max_ns",
        "puzzles_per_s", "mean_nodes", "mean_backtracks", "mean_build_ns", "mean_search_ns", "mean_cpu_ns", "baseline",
        "speedup_geomean", "speedup_ci95_low", "speedup_ci95_high", "pairs", "wins", "losses", "ties"};

    private SummaryCsv() {
    }

    public static String render(RunReport r) {
        StringWriter out = new StringWriter();
        try (CSVPrinter p = CSVFormat.DEFAULT.builder().setHeader(COLUMNS).setRecordSeparator('\n').get().print(out)) {
            for (GroupSummary g : r.summaries()) {
                for (SolverStats s : g.solvers()) {
                    TimeSummary t = s.time();
                    PairedSpeedup sp = g.pairs().stream().filter(x -> x.solver().equals(s.solver())).findFirst()
                            .map(GroupSummary.PairStats::speedup).orElse(null);
                    p.printRecord(CsvText.neutral(g.name()), CsvText.neutral(s.solver()), g.records(), s.count(AnswerVerdict.CORRECT),
                            s.count(AnswerVerdict.WRONG), s.count(AnswerVerdict.UNVERIFIED), s.count(AnswerVerdict.LIMIT),
                            s.count(AnswerVerdict.ERROR), num(s.totalNanos()), t.count(), num(t.mean()), num(t.ciLow()),
                            num(t.ciHigh()), num(t.median()), num(t.p90()), num(t.p99()), num(t.max()), num(s.perSecond()),
                            num(s.meanNodes()), num(s.meanBacktracks()), num(s.meanBuildNanos()),
                            num(s.meanSearchNanos()), num(s.meanCpuNanos()), CsvText.neutral(g.baseline()), sp == null ? "" : num(sp.geometricMean()),
                            sp == null ? "" : num(sp.ciLow()), sp == null ? "" : num(sp.ciHigh()),
                            sp == null ? "" : sp.pairs(), sp == null ? "" : sp.wins(), sp == null ? "" : sp.losses(),
                            sp == null ? "" : sp.ties());
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString();
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v)
                : String.format(Locale.ROOT, "%.6g", v);
    }
}
