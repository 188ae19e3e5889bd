package dev.sudokucompare.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.interval.BinomialConfidenceInterval;
import org.apache.commons.statistics.interval.Interval;
import org.apache.commons.statistics.interval.NormalConfidenceInterval;

/**
 * The coverage simulation behind the README's interval claims: for each interval the reports
 * give, how often its 95% interval holds the true value over seeded samples drawn from a known
 * distribution (log-normal times, as solver times are skewed; censored at a limit where the
 * statistic is about censored times), beside Student's t where that is the usual alternative.
 * {@link #table(int)} is the whole table; {@link CoverageSimulationTest} runs it.
 */
final class Coverage {

    private static final NormalDistribution NORMAL = NormalDistribution.of(0, 1);

    /** One row: what is covered, under which data, and the share of samples whose interval held it. */
    record Row(String interval, String data, int n, int samples, double coverage) {

        /** The Monte Carlo standard error of the share. */
        double standardError() {
            return Math.sqrt(coverage * (1 - coverage) / samples);
        }

        String markdown() {
            return String.format(Locale.ROOT, "| %s | %s | %d | %.1f%% ± %.1f |", interval, data, n, 100 * coverage,
                    100 * standardError());
        }
    }

    private Coverage() {
    }

    /** The table as Markdown: {@code java -cp ... dev.sudokucompare.stats.Coverage [samples]}. */
    public static void main(String[] args) {
        int samples = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        System.out.println("| interval | data | n | coverage of 95% |");
        System.out.println("|---|---|---:|---:|");
        table(samples).forEach(r -> System.out.println(r.markdown()));
    }

    /** Every row, {@code samples} samples each, all from seed 1. */
    static List<Row> table(int samples) {
        List<Row> rows = new ArrayList<>();
        for (double sigma : new double[] {0.5, 1.25, 2}) {
            for (int n : new int[] {30, 150}) {
                rows.add(mean(sigma, n, samples, false));
                rows.add(mean(sigma, n, samples, true));
                rows.add(median(sigma, n, samples));
            }
        }
        rows.add(mean(1.25, 1500, Math.max(50, samples / 10), false));
        for (int n : new int[] {10, 30, 150}) {
            rows.add(speedup(n, samples, true));
            rows.add(speedup(n, samples, false));
        }
        for (int n : new int[] {30, 278}) {
            for (double p : new double[] {0.5, 0.9, 0.99}) {
                rows.add(wilson(p, n, samples));
            }
            rows.add(censored("RMST, BCa bootstrap", n, samples, false));
            rows.add(censored("PAR-2, BCa bootstrap", n, samples, true));
            rows.add(rmstDifference(n, samples));
        }
        return rows;
    }

    /** The mean of log-normal(0, sigma) times: BCa (or Student's t when {@code student}). */
    static Row mean(double sigma, int n, int samples, boolean student) {
        double truth = Math.exp(sigma * sigma / 2);
        SplittableRandom random = new SplittableRandom(1);
        int covered = 0;
        for (int k = 0; k < samples; k++) {
            double[] v = logNormal(random, n, sigma);
            double[] ci = student ? tInterval(v) : Bootstrap.meanInterval(v);
            covered += ci[0] <= truth && truth <= ci[1] ? 1 : 0;
        }
        return new Row(student ? "mean, Student's t" : n > Bootstrap.MONTE_CARLO_LIMIT
                ? "mean, BCa (saddlepoint)" : "mean, BCa bootstrap", "log-normal σ " + sigma, n, samples,
                covered / (double) samples);
    }

    /** The median of log-normal(0, sigma) times (true median 1): the exact percentile bootstrap. */
    static Row median(double sigma, int n, int samples) {
        SplittableRandom random = new SplittableRandom(1);
        int covered = 0;
        for (int k = 0; k < samples; k++) {
            Figure[] ci = CensoredTimes.of(logNormal(random, n, sigma), 0, 1e300).medianInterval();
            covered += ci[0].value() <= 1 && 1 <= ci[1].value() ? 1 : 0;
        }
        return new Row("median, percentile bootstrap (exact)", "log-normal σ " + sigma, n, samples,
                covered / (double) samples);
    }

    /**
     * A paired speedup: both solvers' times log-normal(., 1.25) around a common per-record
     * difficulty, the solver 2x faster; the geometric mean's BCa interval or the Hodges-Lehmann
     * interval of the log ratios, each covering the true 2x.
     */
    static Row speedup(int n, int samples, boolean hodgesLehmann) {
        SplittableRandom random = new SplittableRandom(1);
        int covered = 0;
        for (int k = 0; k < samples; k++) {
            double[] base = new double[n];
            double[] other = new double[n];
            for (int i = 0; i < n; i++) {
                // In nanoseconds around 1 ms: the ratios take times of at least a nanosecond.
                double difficulty = Math.log(1e6) + 1.25 * gaussian(random);
                base[i] = Math.exp(difficulty + 0.4 * gaussian(random));
                other[i] = Math.exp(difficulty - Math.log(2) + 0.4 * gaussian(random));
            }
            PairedSpeedup s = PairedSpeedup.ofSolved(base, other);
            double low = hodgesLehmann ? s.hlLow() : s.ciLow();
            double high = hodgesLehmann ? s.hlHigh() : s.ciHigh();
            covered += low <= 2 && 2 <= high ? 1 : 0;
        }
        return new Row(hodgesLehmann ? "speedup, Hodges-Lehmann (signed-rank)" : "speedup, geometric mean (BCa)",
                "paired log-normal, true 2x", n, samples, covered / (double) samples);
    }

    /** Correct within a budget: the Wilson interval of a count of n, the true share p. */
    static Row wilson(double p, int n, int samples) {
        SplittableRandom random = new SplittableRandom(1);
        int covered = 0;
        for (int k = 0; k < samples; k++) {
            int hits = 0;
            for (int i = 0; i < n; i++) {
                hits += random.nextDouble() < p ? 1 : 0;
            }
            Interval ci = BinomialConfidenceInterval.WILSON_SCORE.fromErrorRate(n, hits, 0.05);
            covered += ci.getLowerBound() <= p && p <= ci.getUpperBound() ? 1 : 0;
        }
        return new Row("solved within t, Wilson score", "share " + p, n, samples, covered / (double) samples);
    }

    /** Log-normal(0, 1.25) times censored at their 80th percentile: the RMST's or PAR-2's BCa interval. */
    static Row censored(String what, int n, int samples, boolean par2) {
        double sigma = 1.25;
        double limit = Math.exp(sigma * NORMAL.inverseCumulativeProbability(0.8));
        double truth = par2 ? restrictedMean(sigma, limit) + limit * 0.2 : restrictedMean(sigma, limit);
        SplittableRandom random = new SplittableRandom(1);
        int covered = 0;
        for (int k = 0; k < samples; k++) {
            double[] v = logNormal(random, n, sigma);
            int solved = 0;
            double[] times = new double[n];
            for (double x : v) {
                if (x <= limit) {
                    times[solved++] = x;
                }
            }
            TimeSummary t = TimeSummary.of(Arrays.copyOf(times, solved), n - solved, limit);
            double low = par2 ? t.par2Low() : t.meanLow().value();
            double high = par2 ? t.par2High() : t.meanHigh().value();
            covered += low <= truth && truth <= high ? 1 : 0;
        }
        return new Row(what, "log-normal σ 1.25, 20% at the limit", n, samples, covered / (double) samples);
    }

    /** Two solvers, log-normal(0 and 0.3, 1.25) per record, censored: the paired t interval of the RMST difference. */
    static Row rmstDifference(int n, int samples) {
        double sigma = 1.25;
        double limit = Math.exp(sigma * NORMAL.inverseCumulativeProbability(0.8));
        double truth = restrictedMean(sigma, limit, 0.3) - restrictedMean(sigma, limit, 0);
        SplittableRandom random = new SplittableRandom(1);
        int covered = 0;
        for (int k = 0; k < samples; k++) {
            double[] b = new double[n];
            double[] o = new double[n];
            boolean[] bOk = new boolean[n];
            boolean[] oOk = new boolean[n];
            for (int i = 0; i < n; i++) {
                b[i] = Math.exp(sigma * gaussian(random));
                o[i] = Math.exp(0.3 + sigma * gaussian(random));
                bOk[i] = b[i] <= limit;
                oOk[i] = o[i] <= limit;
            }
            SurvivalDifference d = SurvivalDifference.of(b, bOk, o, oOk, limit);
            covered += d.low() <= truth && truth <= d.high() ? 1 : 0;
        }
        return new Row("RMST difference, paired t", "log-normal σ 1.25, 20-28% at the limit", n, samples,
                covered / (double) samples);
    }

    /** E[min(T, limit)] for T = exp(N(0, sigma)). */
    static double restrictedMean(double sigma, double limit) {
        return restrictedMean(sigma, limit, 0);
    }

    /** E[min(T, limit)] for T = exp(N(mu, sigma)). */
    static double restrictedMean(double sigma, double limit, double mu) {
        double z = (Math.log(limit) - mu) / sigma;
        return Math.exp(mu + sigma * sigma / 2) * NORMAL.cumulativeProbability(z - sigma)
                + limit * NORMAL.survivalProbability(z);
    }

    private static double[] tInterval(double[] v) {
        double mean = 0;
        for (double x : v) {
            mean += x;
        }
        mean /= v.length;
        double ss = 0;
        for (double x : v) {
            ss += (x - mean) * (x - mean);
        }
        Interval ci = NormalConfidenceInterval.MEAN.fromErrorRate(mean, ss / (v.length - 1), v.length, 0.05);
        return new double[] {ci.getLowerBound(), ci.getUpperBound()};
    }

    private static double[] logNormal(SplittableRandom random, int n, double sigma) {
        double[] v = new double[n];
        for (int i = 0; i < n; i++) {
            v[i] = Math.exp(sigma * gaussian(random));
        }
        return v;
    }

    static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17.
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
