package dev.sudokucompare.report.plot;

import java.util.Arrays;

/** One solver's points: {@code x[i]} with {@code y[i]}; {@code style} picks colour, marker and dash. */
public record PointSeries(String name, int style, double[] x, double[] y) {

    public PointSeries {
        if (x.length != y.length) {
            throw new IllegalArgumentException("x and y differ in length");
        }
        x = x.clone();
        y = y.clone();
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

    double maxX() {
        return Arrays.stream(x).max().orElse(Double.NaN);
    }

    double minY() {
        return Arrays.stream(y).min().orElse(Double.NaN);
    }

    double maxY() {
        return Arrays.stream(y).max().orElse(Double.NaN);
    }
}
