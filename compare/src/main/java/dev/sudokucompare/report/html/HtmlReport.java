package dev.sudokucompare.report.html;

import com.samskivert.mustache.Template;
import dev.sudokucompare.engine.RecordVerdict;
import dev.sudokucompare.report.Headline;
import dev.sudokucompare.report.ReportTables;
import dev.sudokucompare.report.run.RunReport;
import dev.sudokucompare.report.SurvivalTables;
import dev.sudokucompare.stats.GroupSummary;
import dev.sudokucompare.report.page.PageParts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code report.html}: one self-contained page (inline CSS and SVG, no script, nothing fetched)
 * with the verdicts and findings first, then the statistics tables, the plots, per-input panels
 * and the environment. The template escapes every text; the SVG is built by escaping writers.
 */
public final class HtmlReport {

    private static final Template PAGE = PageParts.template(HtmlReport.class, "report.html.mustache");
    private static final String CSS = PageParts.style(HtmlReport.class, "report.css");

    private HtmlReport() {
    }

    public static String render(RunReport r, PlotSamples samples) {
        Map<String, Object> page = new LinkedHashMap<>();
        page.put("css", CSS);
        page.put("headline", Headline.of(r));
        page.put("interruption", r.interruption());
        page.put("contended", r.settings().contended() ? "Timings were measured with " + r.settings().threads()
                + " threads at once (contended)." : "");
        Correctness.describe(r, page);
        GroupSummary all = r.overall();
        page.put("solverTable", HtmlTable.of("solvers", ReportTables.solvers(all), -1));
        page.put("timingCaption", ReportTables.TIMING_CAPTION);
        page.put("speedupCaption", ReportTables.SPEEDUP_CAPTION);
        page.put("speedupTable", all.pairs().isEmpty() ? null : HtmlTable.of("speedups", ReportTables.speedups(all), -1));
        page.put("baseline", all.baseline());
        page.put("survivalCaption", SurvivalTables.CAPTION);
        page.put("survivalTable", HtmlTable.of("survival", SurvivalTables.solvedWithin(all), -1));
        page.put("survivalPairs", all.pairs().isEmpty() ? null
                : HtmlTable.of("survival-pairs", SurvivalTables.againstBaseline(all), -1));
        Figures figures = new Figures(samples.solvers(), r.settings().baseline());
        page.put("plots", overallPlots(figures, samples.overall(), rankOrder(all)));
        boolean several = r.perInput().size() > 1;
        page.put("perInputTable", several ? HtmlTable.of("per-input", ReportTables.perInput(r.perInput()), 0) : null);
        page.put("panels", several ? panels(r, samples, figures) : List.of());
        // A single input has no panel of its own: its hardest records go under the plots.
        page.put("singleHardest", several ? null : figures.hardest(samples.overall()));
        long shown = r.perInput().stream().filter(g -> samples.input(g.name()).isPresent()).count();
        page.put("panelsOmitted", several && shown < r.perInput().size() ? "Panels are drawn for the first " + shown
                + " of " + r.perInput().size() + " inputs; the rest count in the plots above." : "");
        page.put("environment", r.environment().describe());
        page.put("arguments", String.join(" ", r.arguments()));
        page.put("version", r.toolVersion());
        page.put("commit", r.provenance().toolCommit());
        page.put("started", r.started().toString());
        return PAGE.execute(page);
    }

    private static Map<String, Object> overallPlots(Figures f, GroupSample g, List<Integer> order) {
        Map<String, Object> plots = new LinkedHashMap<>();
        plots.put("cactus", f.cactus(g, "Puzzles answered correctly vs time (cactus plot)", order));
        plots.put("box", f.box(g, "Time per correct answer, by solver"));
        plots.put("nodes", f.nodes(g, "Search nodes vs time, per correct answer"));
        plots.put("scatters", f.scatters(g));
        return plots;
    }

    /** The solvers' indices in the group's ranking (SAT competition order, PAR-2 last). */
    static List<Integer> rankOrder(GroupSummary g) {
        return g.ranking().stream().map(s -> g.solvers().indexOf(s)).toList();
    }

    private static List<Map<String, Object>> panels(RunReport r, PlotSamples samples, Figures f) {
        List<Map<String, Object>> panels = new ArrayList<>();
        for (GroupSummary g : r.perInput()) {
            samples.input(g.name()).ifPresent(sample -> {
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("name", g.name());
                p.put("verdicts", verdictLine(g));
                p.put("cactus", f.cactus(sample, g.name() + ": puzzles answered correctly vs time", rankOrder(g)));
                p.put("box", f.box(sample, g.name() + ": time per correct answer"));
                p.put("hardest", f.hardest(sample));
                p.put("speedups", g.pairs().isEmpty() ? null : HtmlTable.of("speedups", ReportTables.speedups(g), -1));
                panels.add(p);
            });
        }
        return panels;
    }

    /** "95 records: 93 AGREE, 2 INCONCLUSIVE". */
    static String verdictLine(GroupSummary g) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%,d records", g.records()));
        String sep = ": ";
        for (RecordVerdict v : RecordVerdict.values()) {
            if (g.count(v) > 0) {
                b.append(sep).append(String.format(Locale.ROOT, "%,d ", g.count(v))).append(v);
                sep = ", ";
            }
        }
        return b.toString();
    }
}
