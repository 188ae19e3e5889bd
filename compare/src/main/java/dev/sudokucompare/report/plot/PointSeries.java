package dev.sudokucompare.report.plot;

import java.util.Arrays;
import java.util.List;

/** One solver's points: {@code x[i]} with {@code y[i]}; {@code style} picks colour, marker and dash. */
public record PointSeries(String name, int style, double[] x, double[] y, List<String> labels) {

    /** {@code labels}: each point's name, its tooltip (a {@code <title>}); empty for none. */
    public PointSeries {
        if (x.length != y.length || !labels.isEmpty() && labels.size() != x.length) {
            throw new IllegalArgumentException("x, y and labels differ in length");
        }
        x = x.clone();
        y = y.clone();
        labels = List.copyOf(labels);
    }

    public PointSeries(String name, int style, double[] x, double[] y) {
        this(name, style, x, y, List.of());
    }

    /** Point i's name, or null when the points have none. */
    String label(int i) {
        return labels.isEmpty() ? null : labels.get(i);
    }

    public int size() {
        return x.length;
    }

    @Override
    public double[] x() {
        return x.clone();
    }

    @Override
    public double[] y() {
        return y.clone();
    }

    double x(int i) {
        return x[i];
    }

    double y(int i) {
        return y[i];
    }

    double minX() {
        return Arrays.stream(x).min().orElse(Double.NaN);
    }
}
