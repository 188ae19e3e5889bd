package dev.sudokucompare.stats;

import java.util.Arrays;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;

/**
 * Whether paired log-scale shifts lie beyond a margin: Wilcoxon's signed-rank test of H0 "the
 * shifts' centre is at most {@code margin}" against "above it" (one-sided, commons-statistics,
 * with the differences taken from the margin, exact below 50 pairs without ties), and the
 * Hodges-Lehmann estimate of the centre with its two-sided 95% interval. This is a test against
 * the margin, not against no change: a shift of 3% with a tight interval never passes a 10% margin,
 * however many records show it. {@code n}: the shifts tested.
 */
public record MarginTest(int n, double margin, double estimate, double low, double high, double pValue) {

    public static final MarginTest NONE = new MarginTest(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    /** {@code shifts}: per record, the log of how much slower (above 0: slower); {@code margin}: log(1 + threshold). */
    public static MarginTest of(double[] shifts, double margin) {
        if (shifts.length == 0) {
            return NONE;
        }
        SignedRank centre = SignedRank.of(shifts);
        double[] fromMargin = Arrays.stream(shifts).map(x -> x - margin).toArray();
        double p;
        if (Arrays.stream(fromMargin).allMatch(x -> x == 0)) {
            p = 1; // every shift exactly at the margin: nothing beyond it
        } else {
            p = WilcoxonSignedRankTest.withDefaults().with(AlternativeHypothesis.GREATER_THAN).test(fromMargin)
                    .getPValue();
        }
        return new MarginTest(shifts.length, margin, centre.estimate(), centre.low(), centre.high(), p);
    }
}
