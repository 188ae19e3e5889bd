package dev.sudokucompare.report.html;

import dev.sudokucompare.report.Units;
import dev.sudokucompare.report.plot.BoxPlot;
import dev.sudokucompare.report.plot.CactusPlot;
import dev.sudokucompare.report.plot.NodesTimePlot;
import dev.sudokucompare.report.plot.PointSeries;
import dev.sudokucompare.report.plot.Sample;
import dev.sudokucompare.report.plot.ScatterPlot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Turns a group's sample into the page's SVG plots; every solver keeps its style in every plot. */
final class Figures {

    private final List<String> solvers;
    private final int baseline;

    Figures(List<String> solvers, int baseline) {
        this.solvers = List.copyOf(solvers);
        this.baseline = baseline;
    }

    /** {@code order}: the solvers' indices best first (the PAR-2 ranking), the order of the lines and the key. */
    String cactus(GroupSample g, String title, List<Integer> order) {
        List<PointSeries> curves = new ArrayList<>();
        for (int s : order) {
            double[] times = correctTimes(g, s);
            double perPoint = times.length == 0 ? 1 : (double) g.correct(s) / times.length;
            curves.add(CactusPlot.curve(solvers.get(s), s, times, perPoint));
        }
        String note = g.sampled() ? g.note() + "; counts scaled to all puzzles" : "";
        return CactusPlot.svg(title, note, curves, g.records(), attrs(g));
    }

    String box(GroupSample g, String title) {
        List<Sample> samples = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            samples.add(new Sample(solvers.get(s), s, correctTimes(g, s)));
        }
        return BoxPlot.svg(title, g.note(), samples, attrs(g));
    }

    String nodes(GroupSample g, String title) {
        List<PointSeries> series = new ArrayList<>();
        for (int i = 0; i < solvers.size(); i++) {
            int s = i;
            List<Measurement> answered = g.kept().stream().filter(m -> m.correct(s)).toList();
            double[] x = answered.stream().mapToDouble(m -> m.nodes(s)).toArray();
            double[] y = answered.stream().mapToDouble(m -> m.timeNanos(s)).toArray();
            series.add(new PointSeries(solvers.get(s), s, x, y));
        }
        return NodesTimePlot.svg(title, g.note(), series, attrs(g));
    }

    /** Every solver but the baseline against the baseline, all on one time range. */
    List<String> scatters(GroupSample g) {
        List<PointSeries> all = new ArrayList<>();
        for (int s : others()) {
            all.add(pairs(g, s));
        }
        double[] range = ScatterPlot.range(all);
        List<String> out = new ArrayList<>();
        for (PointSeries p : all) {
            int s = p.style();
            Object[] more = {"data-solver", solvers.get(s), "data-baseline", solvers.get(baseline)};
            out.add(ScatterPlot.svg(solvers.get(s) + " vs " + solvers.get(baseline) + ", per puzzle", g.note(), p,
                    solvers.get(baseline), range, concat(attrs(g), more)));
        }
        return out;
    }

    /** Solver {@code s} against the baseline on the sampled puzzles both answered. */
    private PointSeries pairs(GroupSample g, int s) {
        List<Measurement> both = g.kept().stream().filter(m -> m.correct(s) && m.correct(baseline)).toList();
        double[] x = both.stream().mapToDouble(m -> m.timeNanos(baseline)).toArray();
        double[] y = both.stream().mapToDouble(m -> m.timeNanos(s)).toArray();
        return new PointSeries(solvers.get(s), s, x, y, both.stream().map(Measurement::record).toList());
    }

    /** The input's hardest records (longest call first), every solver's time; ✗ marks an answer not CORRECT. */
    HtmlTable hardest(GroupSample g) {
        List<String> header = new ArrayList<>(List.of("record", "longest call>"));
        solvers.forEach(s -> header.add(s + ">"));
        dev.sudokucompare.report.Table t = new dev.sudokucompare.report.Table(header.toArray(String[]::new));
        for (Measurement m : g.hardest()) {
            List<Object> row = new ArrayList<>(List.of(m.record(), Units.time(m.slowestNanos())));
            for (int s = 0; s < solvers.size(); s++) {
                row.add(Units.time(m.timeNanos(s)) + (m.correct(s) ? "" : " ✗"));
            }
            t.row(row.toArray());
        }
        return HtmlTable.of("hardest", t, -1);
    }

    /** Every solver but the baseline, in order. */
    List<Integer> others() {
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < solvers.size(); s++) {
            if (s != baseline) {
                out.add(s);
            }
        }
        return out;
    }

    int baseline() {
        return baseline;
    }

    String name(int s) {
        return solvers.get(s);
    }

    private static double[] correctTimes(GroupSample g, int s) {
        return g.kept().stream().filter(m -> m.correct(s)).mapToDouble(m -> m.timeNanos(s)).toArray();
    }

    private static Object[] attrs(GroupSample g) {
        return new Object[] {"data-group", g.name(), "data-sampled", g.sampled()};
    }

    private static Object[] concat(Object[] a, Object[] b) {
        Object[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
