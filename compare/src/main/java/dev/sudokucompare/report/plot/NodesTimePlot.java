package dev.sudokucompare.report.plot;

import java.util.ArrayList;
import java.util.List;

/**
 * Search effort against time, log-log, one marker per answered call: shows how much of a
 * solver's time is search (time grows with nodes) and how much is a fixed cost per call.
 */
public final class NodesTimePlot {

    private NodesTimePlot() {
    }

    /** {@code series}: x = search nodes, y = time in ns. Zero nodes are drawn at 1 (log axis), and said so. */
    public static String svg(String title, String note, List<PointSeries> series, Object... attrs) {
        boolean zeros = series.stream().anyMatch(s -> s.size() > 0 && s.minX() < 1);
        String fullNote = zeros ? (note.isEmpty() ? "" : note + "; ") + "0 nodes drawn at 1" : note;
        List<Legend.Entry> keys = new ArrayList<>();
        series.forEach(s -> keys.add(new Legend.Entry(s.name(), s.style(), false)));
        Canvas c = new Canvas("nodes", title, fullNote, 64, Canvas.WIDTH - 64 - 16, 250, keys, attrs);
        double[] xr = Points.range(series, true);
        double[] yr = Points.range(series, false);
        Scale x = new LogScale(Math.min(1, xr[0]), xr[1], c.x0(), c.x1(), TickFormat.COUNT);
        Scale y = new LogScale(yr[0], yr[1], c.y0(), c.y1(), TickFormat.TIME);
        c.axes(x, y, "search nodes (log scale)", "time per puzzle (log scale)");
        for (PointSeries s : series) {
            Points.draw(c, x, y, s);
        }
        return c.finish();
    }
}
