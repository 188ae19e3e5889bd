package dev.sudokucompare.stats;

/**
 * How much a solver's level moved between two runs: the Hodges-Lehmann estimate of the per-record
 * shifts log(B's time / A's time), with its 95% signed-rank interval (Wilcoxon's test, exact below
 * 50 records) and the standard error that interval implies. {@code n}: the records it is over.
 */
public record LevelChange(int n, double estimate, double low, double high) {

    public static final LevelChange NONE = new LevelChange(0, Double.NaN, Double.NaN, Double.NaN);

    /** {@code shifts}: per record, log(B's time / A's time) (above 0: slower). */
    public static LevelChange of(double[] shifts) {
        if (shifts.length == 0) {
            return NONE;
        }
        SignedRank centre = SignedRank.of(shifts);
        return new LevelChange(shifts.length, centre.estimate(), centre.low(), centre.high());
    }

    /** The sampling error of the estimate, from its 95% interval's width (as a normal one's would be). */
    public double standardError() {
        return (high - low) / (2 * 1.959964);
    }
}
