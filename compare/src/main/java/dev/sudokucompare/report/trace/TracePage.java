package dev.sudokucompare.report.trace;

import com.samskivert.mustache.Template;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.report.plot.DepthProfilePlot;
import dev.sudokucompare.report.plot.NodeTotalsPlot;
import dev.sudokucompare.report.page.PageParts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code trace.html}: one puzzle searched by one or several solvers, as a self-contained page (inline
 * CSS and SVG, no script, nothing fetched): the puzzle, the board at chosen moments of each search
 * with the cell just tried and the cells propagation filled marked by symbol and typography, and
 * each search tree's profile (nodes and backtracks per depth) on scales every solver shares. The
 * template escapes every text; the SVG is built by escaping writers. Its size is bounded whatever
 * the searches' sizes: a fixed number of grids, a capped list of events, one count per depth.
 */
public final class TracePage {

    private static final Template PAGE = PageParts.template(TracePage.class, "trace.html.mustache");
    private static final String CSS = PageParts.style(TracePage.class, "trace.css");

    private TracePage() {
    }

    /** {@code location}: where the puzzle came from; {@code mode}: what was asked, in words. */
    public static String render(String location, Grid puzzle, String mode, List<TracedSearch> searches,
            String command, String version) {
        Shape shape = puzzle.shape();
        int depthLimit = 0;
        long countLimit = 1;
        for (TracedSearch t : searches) {
            long[] nodes = t.recorder().nodesByDepth();
            depthLimit = Math.max(depthLimit, nodes.length - 1);
            countLimit = Math.max(countLimit, Arrays.stream(nodes).max().orElse(0));
            countLimit = Math.max(countLimit, Arrays.stream(t.recorder().backtracksByDepth()).max().orElse(0));
        }
        long givens = Arrays.stream(puzzle.toArray()).filter(v -> v != 0).count();
        Map<String, Object> page = new LinkedHashMap<>();
        page.put("css", CSS);
        page.put("location", location);
        page.put("headline", String.format(Locale.ROOT, "%s: a %s puzzle, %d givens, %d empty cells; mode %s; %s.",
                location, shape, givens, shape.cellCount() - givens, mode, searches.size() == 1
                        ? "searched by " + searches.get(0).solver() : searches.size() + " solvers side by side"));
        page.put("puzzle", BoardView.of(shape, BoardView.plain("puzzle", "The puzzle", puzzle, puzzle)));
        page.put("several", searches.size() > 1);
        page.put("totals", searches.size() > 1 ? totals(searches) : null);
        List<Map<String, Object>> profiles = new ArrayList<>();
        List<Map<String, Object>> sections = new ArrayList<>();
        for (int i = 0; i < searches.size(); i++) {
            TracedSearch t = searches.get(i);
            profiles.add(profile(t, depthLimit, countLimit));
            sections.add(SearchView.of(i + 1, t, puzzle, depthLimit));
        }
        page.put("profiles", profiles);
        page.put("searches", sections);
        DepthBins bins = DepthBins.of(new long[0], new long[0], depthLimit);
        page.put("bounds", bounds(searches, bins.width()));
        page.put("command", command);
        page.put("version", version);
        return PAGE.execute(page);
    }

    private static String totals(List<TracedSearch> searches) {
        List<NodeTotalsPlot.Bar> bars = searches.stream().map(t -> new NodeTotalsPlot.Bar(t.solver(),
                t.countsNodes() ? t.result().stats().nodes() : -1, t.result().status().toString())).toList();
        return NodeTotalsPlot.svg("Search nodes for this puzzle, by solver", "one log scale: each grid line is ten "
                + "times the last", bars);
    }

    private static Map<String, Object> profile(TracedSearch t, int depthLimit, long countLimit) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("solver", t.solver());
        if (!t.tracesDecisions()) {
            p.put("svg", null);
            p.put("note", t.solver() + " reports no decisions: no profile. In all, " + (t.countsNodes()
                    ? String.format(Locale.ROOT, "%,d nodes and %,d backtracks", t.result().stats().nodes(),
                    t.result().stats().backtracks()) : "nodes not counted") + ".");
            return p;
        }
        SearchRecorder rec = t.recorder();
        DepthBins bins = DepthBins.of(rec.nodesByDepth(), rec.backtracksByDepth(), depthLimit);
        String note = String.format(Locale.ROOT, "%,d nodes, %,d backtracks, deepest depth %d", t.result().stats().nodes(),
                t.result().stats().backtracks(), rec.nodesByDepth().length - 1);
        p.put("svg", DepthProfilePlot.svg(t.solver() + ": nodes and backtracks per depth", note, bins.nodes(),
                bins.backtracks(), bins.width(), depthLimit, countLimit, "data-solver", t.solver()));
        p.put("note", "");
        return p;
    }

    private static List<String> bounds(List<TracedSearch> searches, int binWidth) {
        List<String> out = new ArrayList<>();
        out.add("Grids: for each solver at most the first " + SearchRecorder.DECISIONS_SHOWN + " decisions, the first "
                + "backtrack, the deepest point and the first full grid, however long the search.");
        for (TracedSearch t : searches) {
            if (t.tracesDecisions()) {
                SearchRecorder rec = t.recorder();
                out.add(String.format(Locale.ROOT, "%s: events listed: the first %,d of %,d (at most %,d are kept).",
                        t.solver(), rec.firstEvents().size(), rec.events(), rec.eventsShown()));
            }
        }
        out.add("Profiles: one count of nodes and one of backtracks per depth (never more depths than empty cells)"
                + (binWidth > 1 ? ", drawn grouped by " + binWidth + " depths" : "") + "; every profile on this page "
                + "shares the same depth axis and the same log count axis.");
        return out;
    }
}
