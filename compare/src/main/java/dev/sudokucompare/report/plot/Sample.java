package dev.sudokucompare.report.plot;

/** One solver's values (times in ns) for a distribution plot; {@code style} as in {@link PointSeries}. */
public record Sample(String name, int style, double[] values) {

    public Sample {
        values = values.clone();
    }

    @Override
    public double[] values() {
        return values.clone();
    }
}
