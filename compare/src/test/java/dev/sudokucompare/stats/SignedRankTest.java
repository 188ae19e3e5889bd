package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.PValueMethod;
import org.apache.commons.statistics.inference.WilcoxonSignedRankTest;
import org.junit.jupiter.api.Test;

/**
 * The signed-rank test against a published example; the Hodges-Lehmann estimate and interval
 * against every Walsh average listed and sorted, and against the shifts the test itself keeps.
 */
class SignedRankTest {

    /** Hollander and Wolfe (1999), table 3.1, Hamilton depression scale before (x) and after (y); R's ?wilcox.test. */
    private static final double[] X = {1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30};
    private static final double[] Y = {0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29};

    @Test
    void depressionDataGiveThePublishedPValue() {
        double[] d = new double[X.length];
        Arrays.setAll(d, i -> X[i] - Y[i]);
        SignedRank w = SignedRank.of(d);
        // R: wilcox.test(x, y, paired = TRUE, alternative = "greater"): V = 40, p = 0.01953; two-sided twice that
        // (SciPy 1.17 scipy.stats.wilcoxon(x, y): p = 0.0390625 = 20/512).
        assertThat(w.pValue()).isCloseTo(0.0390625, within(1e-12));
        List<Double> walsh = walshAverages(d);
        assertThat(w.estimate()).isCloseTo(walsh.get(walsh.size() / 2), within(1e-12)); // 45 averages: the 23rd
        // n = 9: P(W+ <= 5) = 10/512 <= 0.025 < P(W+ <= 6) = 14/512, so k = 6: the 6th smallest and largest.
        assertThat(SignedRank.lowerRank(9, 0.025)).isEqualTo(6);
        assertThat(w.low()).isCloseTo(walsh.get(5), within(1e-12));
        assertThat(w.high()).isCloseTo(walsh.get(walsh.size() - 6), within(1e-12));
    }

    @Test
    void walshSelectionEqualsSortingEveryAverage() {
        SplittableRandom random = new SplittableRandom(2);
        for (int n : new int[] {1, 2, 3, 7, 50, 301}) {
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = random.nextInt(4) == 0 ? 0.5 : (random.nextDouble() - 0.3) * 8; // ties, both signs
            }
            Arrays.sort(d);
            List<Double> walsh = walshAverages(d);
            for (int k = 1; k <= walsh.size(); k += Math.max(1, walsh.size() / 97)) {
                assertThat(SignedRank.walshAverage(d, k)).as("n=%d k=%d", n, k).isEqualTo(walsh.get(k - 1));
            }
            assertThat(SignedRank.walshAverage(d, walsh.size())).isEqualTo(walsh.get(walsh.size() - 1));
        }
    }

    @Test
    void intervalIsEveryShiftTheTestDoesNotReject() {
        SplittableRandom random = new SplittableRandom(9);
        for (int n : new int[] {12, 30, 49, 80, 200}) {
            double[] d = new double[n];
            for (int i = 0; i < n; i++) {
                d[i] = Math.log(0.5 + random.nextDouble() * 3) + random.nextDouble() * 0.01;
            }
            SignedRank w = SignedRank.of(d);
            List<Double> walsh = walshAverages(d);
            int lowIndex = walsh.indexOf(w.low());
            int highIndex = walsh.lastIndexOf(w.high());
            // Just inside the interval the test keeps the shift; just outside it rejects at 5% (exact below 50
            // pairs, as the interval; above, both use the normal approximation, so one Walsh average of slack).
            int slack = n < SignedRank.EXACT_BELOW ? 0 : 1;
            assertThat(p(d, between(walsh, lowIndex - 1 - slack))).as("n=%d below", n).isLessThan(0.05);
            assertThat(p(d, between(walsh, lowIndex + slack))).as("n=%d inside low", n).isGreaterThanOrEqualTo(0.05);
            assertThat(p(d, between(walsh, highIndex - 1 - slack))).as("n=%d inside high", n).isGreaterThanOrEqualTo(0.05);
            assertThat(p(d, between(walsh, highIndex + slack))).as("n=%d above", n).isLessThan(0.05);
        }
    }

    @Test
    void tooFewPairsHaveNoIntervalAndZerosAreNoEvidence() {
        SignedRank five = SignedRank.of(new double[] {1, 2, 3, 4, 5});
        assertThat(five.low()).isNaN();
        assertThat(five.estimate()).isEqualTo(3);
        assertThat(SignedRank.of(new double[] {0, 0, 0}).pValue()).isEqualTo(1);
        assertThat(SignedRank.of(new double[0]).pValue()).isNaN();
    }

    /** The midpoint between Walsh averages i and i + 1 (0-based, sorted). */
    private static double between(List<Double> walsh, int i) {
        return (walsh.get(i) + walsh.get(i + 1)) / 2;
    }

    private static double p(double[] d, double shift) {
        double[] shifted = Arrays.stream(d).map(x -> x - shift).toArray();
        PValueMethod method = d.length < SignedRank.EXACT_BELOW ? PValueMethod.EXACT : PValueMethod.ASYMPTOTIC;
        return WilcoxonSignedRankTest.withDefaults().with(method).test(shifted).getPValue();
    }

    private static List<Double> walshAverages(double[] d) {
        List<Double> all = new ArrayList<>();
        for (int i = 0; i < d.length; i++) {
            for (int j = i; j < d.length; j++) {
                all.add((d[i] + d[j]) / 2);
            }
        }
        all.sort(null);
        return all;
    }
}
