package dev.sudokucompare.report.trace;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** One solver's section of the page: its result, its snapshots, its counts per depth, its first events. */
final class SearchView {

    private SearchView() {
    }

    static Map<String, Object> of(int index, TracedSearch t, Grid puzzle, int depthLimit) {
        SearchRecorder rec = t.recorder();
        Shape shape = puzzle.shape();
        SolveResult r = t.result();
        SearchStats stats = r.stats();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", "search-" + index);
        v.put("solver", t.solver());
        v.put("status", r.status().toString());
        v.put("nodes", t.countsNodes() ? stats.nodes() : -1);
        v.put("backtracks", t.countsNodes() ? stats.backtracks() : -1);
        v.put("result", resultLine(t));
        v.put("traceNote", traceNote(t));
        List<Snapshot> snaps = new ArrayList<>(t.tracesDecisions() ? rec.snapshots() : List.of());
        boolean solutionShown = snaps.stream().anyMatch(s -> s.kind().equals("solution"));
        if (!solutionShown && r.solution() != null) {
            String why = t.tracesDecisions() ? "the trace did not rebuild a full grid" : "it reports no decisions";
            snaps.add(BoardView.plain("answer", "The answer " + t.solver() + " returned (" + why
                    + ", so nothing in it is marked)", puzzle, r.solution()));
        }
        v.put("snapshots", snaps.stream().map(s -> BoardView.of(shape, s)).toList());
        v.put("traced", t.tracesDecisions());
        if (t.tracesDecisions()) {
            DepthBins bins = DepthBins.of(rec.nodesByDepth(), rec.backtracksByDepth(), depthLimit);
            List<Map<String, Object>> depthRows = new ArrayList<>();
            for (int b = 0; b < bins.nodes().length; b++) {
                depthRows.add(Map.of("depth", bins.label(b), "nodes", count(bins.nodes()[b]),
                        "backtracks", count(bins.backtracks()[b])));
            }
            v.put("depthRows", depthRows);
            v.put("events", rec.firstEvents().stream().map(e -> describe(shape, e)).toList());
            v.put("eventsNote", String.format(Locale.ROOT, "The first %,d of %,d events (decisions and backtracks)%s.",
                    rec.firstEvents().size(), rec.events(), rec.fills() > 0 ? String.format(Locale.ROOT,
                            "; %,d values filled by propagation are not listed", rec.fills()) : ""));
        }
        return v;
    }

    private static String resultLine(TracedSearch t) {
        SolveResult r = t.result();
        String effort = t.countsNodes() ? String.format(Locale.ROOT, "%,d nodes, %,d backtracks", r.stats().nodes(),
                r.stats().backtracks()) : "nodes not counted";
        return String.format(Locale.ROOT, "%s; %s; %.3f ms.", r.describe(), effort, r.stats().totalNanos() / 1e6);
    }

    private static String traceNote(TracedSearch t) {
        if (!t.tracesDecisions()) {
            return t.solver() + " does not report its decisions to a trace, so this page shows its totals and its "
                    + "answer, not its path.";
        }
        SearchRecorder rec = t.recorder();
        String fills = rec.fills() > 0 ? "; it also reports the values its propagation fills (marked ⁺)"
                : "; no value filled by propagation was reported";
        String lost = rec.boardLost() ? " Its events stopped rebuilding a consistent board, so the grids stop early."
                : "";
        return t.solver() + " reports every decision and every backtrack" + fills + "." + lost;
    }

    private static String describe(Shape shape, TraceEvent e) {
        return String.format(Locale.ROOT, "%,d. depth %d: %s = %d%s", e.number(), e.depth(), shape.describeCell(e.cell()),
                e.value(), e.undone() ? " taken back" : "");
    }

    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
