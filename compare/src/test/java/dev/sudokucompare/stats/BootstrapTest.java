package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Intervals against SciPy's {@code scipy.stats.bootstrap} (1.17, a million resamples), a
 * resampling bootstrap written here, and their coverage of known true values.
 */
class BootstrapTest {

    /** 25 times, rounded from exp(N(10, 1.5)) draws: skewed like solver times. */
    static final double[] SKEWED = {6615, 3021, 15176, 41385, 121063, 25966, 9615, 6787, 67719, 255806, 33162, 3463,
        5232, 242809, 29861, 1639, 19428, 3847, 8570, 10593, 7555, 50517, 20038, 9098, 40719};

    @Test
    void meanBcaAgreesWithScipy() {
        // scipy.stats.bootstrap((SKEWED,), np.mean, method='BCa', n_resamples=10**6): (22617.2, 80479.8);
        // the percentile interval is (18886.6, 70473.1) and Student's t (13569.9, 69604.8).
        double[] ci = Bootstrap.meanInterval(SKEWED);
        double width = 80479.8 - 22617.2;
        assertThat(ci[0]).isCloseTo(22617.2, within(0.04 * width));
        assertThat(ci[1]).isCloseTo(80479.8, within(0.04 * width));
    }

    @Test
    void medianPercentileIntervalIsScipysWithoutResampling() {
        // scipy.stats.bootstrap((SKEWED,), np.median, method='percentile', n_resamples=400000): (7555, 33162),
        // the 8th and 18th of the 25 sorted values.
        assertThat(Bootstrap.medianInterval(25)).containsExactly(8, 18);
        CensoredTimes t = CensoredTimes.of(SKEWED, 0, 1e12);
        assertThat(t.medianInterval()).containsExactly(Figure.exact(7555), Figure.exact(33162));
    }

    @Test
    void exactMedianIntervalMatchesResamplingAndIsNeverNarrowerForEvenCounts() {
        SplittableRandom random = new SplittableRandom(3);
        for (int n : new int[] {9, 10, 40, 41}) {
            double[] v = new double[n];
            Arrays.setAll(v, i -> i + 1.0); // value = rank, so percentiles read as ranks
            double[] medians = new double[40_000];
            for (int b = 0; b < medians.length; b++) {
                double[] r = new double[n];
                for (int i = 0; i < n; i++) {
                    r[i] = v[random.nextInt(n)];
                }
                Arrays.sort(r);
                medians[b] = n % 2 == 1 ? r[n / 2] : (r[n / 2 - 1] + r[n / 2]) / 2;
            }
            Arrays.sort(medians);
            double low = medians[(int) Math.ceil(0.025 * medians.length) - 1];
            double high = medians[(int) Math.ceil(0.975 * medians.length) - 1];
            int[] exact = Bootstrap.medianInterval(n);
            if (n % 2 == 1) {
                assertThat((double) exact[0]).as("n=%d low", n).isEqualTo(low);
                assertThat((double) exact[1]).as("n=%d high", n).isEqualTo(high);
            } else {
                assertThat((double) exact[0]).as("n=%d low", n).isBetween(low - 1, low);
                assertThat((double) exact[1]).as("n=%d high", n).isBetween(high, high + 1);
            }
        }
    }

    @Test
    void saddlepointAgreesWithScipyAndWithResamplingForLargeSamples() {
        SplittableRandom random = new SplittableRandom(5);
        double[] v = new double[12_000];
        for (int i = 0; i < v.length; i++) {
            v[i] = Math.exp(1.2 * gaussian(random)); // skewed, heavy-tailed
        }
        // SciPy: for 12,000 numpy draws alike, scipy.stats.bootstrap(method='BCa',
        // n_resamples=100000) gives (2.04418, 2.17479); these draws are not numpy's, so compare
        // the width's share, and the endpoints with resampling on the same draws.
        assertAgreesWithManyResamples(v, 20_000, 0.02);
    }

    @Test
    void saddlepointAgreesWithResamplingOnSolverLikeTimesWithOutliers() {
        // Like a run's times: a skewed body and one call in 400 fifty to two hundred times slower
        // (skewness near 30, as kaggle's times with dfs have), just above the resampling limit.
        SplittableRandom random = new SplittableRandom(11);
        double[] v = new double[Bootstrap.MONTE_CARLO_LIMIT + 500];
        for (int i = 0; i < v.length; i++) {
            v[i] = 2000 * Math.exp(0.4 * gaussian(random)) * (random.nextInt(400) == 0 ? 50 + 150 * random.nextDouble() : 1);
        }
        Arrays.sort(v);
        assertThat(Bootstrap.Moments.of(v).skewness()).isGreaterThan(8);
        // Its bootstrap distribution is lumpy (how many of the outliers a resample draws), so the
        // reference takes 100,000 resamples: 20,000 still miss the upper end by 3.5% of the width.
        assertAgreesWithManyResamples(v, 100_000, 0.01);
    }

    @Test
    void saddlepointOverDistinctValuesWithCountsIsTheSameAsOverEveryValue() {
        // Times on a clock's ticks, as a run's are: 10,000 calls, a few hundred distinct values,
        // and a long tail. Counting equal values once must not move any quantile.
        SplittableRandom random = new SplittableRandom(23);
        double[] v = new double[10_000];
        for (int i = 0; i < v.length; i++) {
            double t = 1700 * Math.exp(0.3 * gaussian(random)) * (random.nextInt(500) == 0 ? 40 : 1);
            v[i] = 5 * Math.round(t / 5);
        }
        Arrays.sort(v);
        Bootstrap.Moments m = Bootstrap.Moments.of(v);
        double sd = Math.sqrt(m.m2());
        Bootstrap.Saddlepoint grouped = Bootstrap.Saddlepoint.of(v, m.mean(), sd);
        double[] every = new double[v.length];
        Arrays.setAll(every, j -> (v[j] - m.mean()) / sd);
        double[] ones = new double[v.length];
        Arrays.fill(ones, 1);
        Bootstrap.Saddlepoint plain = new Bootstrap.Saddlepoint(every, ones, v.length);
        assertThat(grouped.distinctValues()).isLessThan(v.length / 5);
        // Both stop their root-finding at a level within 1e-9: the same to about that, in standard
        // deviations (the data's own resolution, 5 ns, is about 1e-2 of one).
        for (double p : new double[] {0.001, 0.025, 0.2, 0.7, 0.975, 0.999}) {
            assertThat(grouped.quantile(p)).as("p=%s", p).isCloseTo(plain.quantile(p), within(1e-8));
        }
    }

    /** The interval meanInterval gives (the saddlepoint here) within {@code share} of the width of many resamples'. */
    private static void assertAgreesWithManyResamples(double[] values, int resamples, double share) {
        assertThat(values.length).isGreaterThan(Bootstrap.MONTE_CARLO_LIMIT);
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        Bootstrap.Moments m = Bootstrap.Moments.of(sorted);
        // Many resamples, so their own noise (up to 5% of the width at 2,000) does not hide the comparison.
        double[] resampled = Bootstrap.monteCarloBca(sorted, m, resamples);
        double[] computed = Bootstrap.meanInterval(values);
        double width = resampled[1] - resampled[0];
        assertThat(computed[0]).isCloseTo(resampled[0], within(share * width));
        assertThat(computed[1]).isCloseTo(resampled[1], within(share * width));
        // And it is BCa's, not the normal one: the skew moves both ends up.
        double se = Math.sqrt(m.m2() / sorted.length);
        assertThat(computed[0] + computed[1]).isGreaterThan(2 * m.mean() + 0.05 * se);
    }

    @Test
    void intervalsCoverTheTrueValueOfSkewedTimesAndStayAboveZero() {
        // exp(N(0, 1.25)): mean exp(1.25^2 / 2), median 1. 400 samples of 30.
        SplittableRandom random = new SplittableRandom(17);
        double trueMean = Math.exp(1.25 * 1.25 / 2);
        int meanCovered = 0;
        int medianCovered = 0;
        int samples = 400;
        for (int k = 0; k < samples; k++) {
            double[] v = new double[30];
            for (int i = 0; i < v.length; i++) {
                v[i] = Math.exp(1.25 * gaussian(random));
            }
            double[] ci = Bootstrap.meanInterval(v);
            assertThat(ci[0]).isPositive();
            meanCovered += ci[0] <= trueMean && trueMean <= ci[1] ? 1 : 0;
            Figure[] median = CensoredTimes.of(v, 0, 1e12).medianInterval();
            medianCovered += median[0].value() <= 1 && 1 <= median[1].value() ? 1 : 0;
        }
        // Student's t covers about 84% here (NumPy, 20,000 samples); BCa does better, the order-statistic median about 96%.
        assertThat(meanCovered / (double) samples).isBetween(0.89, 0.99);
        assertThat(medianCovered / (double) samples).isBetween(0.93, 1.0);
    }

    @Test
    void equalValuesGiveAPointAndTooFewNone() {
        assertThat(Bootstrap.meanInterval(new double[] {3, 3, 3})).containsExactly(3, 3);
        assertThat(Bootstrap.meanInterval(new double[] {3})[0]).isNaN();
        assertThat(Bootstrap.medianInterval(1)).isNull();
        double[] heavy = Bootstrap.meanInterval(new double[] {1, 1, 1, 1000});
        assertThat(heavy[0]).isGreaterThanOrEqualTo(1);
        assertThat(heavy[1]).isLessThanOrEqualTo(1000);
    }

    private static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17.
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
