package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fork-level paired test on seeded synthetic times whose truth is known: each fork (JVM) of
 * each solver gets its own offset, each call a little noise around it. An A/A with large JVM
 * offsets is not called a difference, though the puzzle-level test, which counts the puzzles as
 * independent, calls it one with a tiny p; a true 1.3x with small offsets is found with five
 * forks; two forks give no test. One case is worked by hand (R: t.test(c(0.1, 0.2, 0.3))).
 */
class ForkPairedSpeedupTest {

    private static final int PUZZLES_PER_FORK = 300;

    /** A simulated run: per fork the two solvers' times on the same puzzles. */
    private record Run(List<double[]> baseline, List<double[]> other) {

        List<double[]> logRatios() {
            List<double[]> out = new ArrayList<>();
            for (int k = 0; k < baseline.size(); k++) {
                double[] b = baseline.get(k);
                double[] o = other.get(k);
                double[] r = new double[b.length];
                Arrays.setAll(r, i -> Math.log(o[i] / b[i]));
                out.add(r);
            }
            return out;
        }

        double[] pooled(List<double[]> forks) {
            return forks.stream().flatMapToDouble(Arrays::stream).toArray();
        }
    }

    /**
     * {@code forks} fork pairs; puzzle i's difficulty spans three orders of magnitude; each JVM's
     * offset is N(0, jvmSigma) on the log scale, each call's noise N(0, callSigma); the other
     * solver is {@code slower} times the baseline.
     */
    private static Run simulate(long seed, int forks, double jvmSigma, double callSigma, double slower) {
        SplittableRandom random = new SplittableRandom(seed);
        List<double[]> baseline = new ArrayList<>();
        List<double[]> other = new ArrayList<>();
        for (int k = 0; k < forks; k++) {
            double jvmA = jvmSigma * random.nextGaussian();
            double jvmB = jvmSigma * random.nextGaussian();
            double[] a = new double[PUZZLES_PER_FORK];
            double[] b = new double[PUZZLES_PER_FORK];
            for (int i = 0; i < PUZZLES_PER_FORK; i++) {
                double difficulty = 50_000 * Math.exp(7 * random.nextDouble());
                a[i] = difficulty * Math.exp(jvmA + callSigma * random.nextGaussian());
                b[i] = slower * difficulty * Math.exp(jvmB + callSigma * random.nextGaussian());
            }
            baseline.add(a);
            other.add(b);
        }
        return new Run(baseline, other);
    }

    @Test
    void anAaRunWithLargeJvmOffsetsIsNoDifferenceThoughThePuzzleLevelTestSaysSo() {
        Run run = simulate(20240917L, 5, 0.3, 0.05, 1.0);
        ForkPairedSpeedup forks = ForkPairedSpeedup.of("dfs@same.jar", "dfs", run.logRatios());
        PairedSpeedup puzzles = PairedSpeedup.ofSolved(run.pooled(run.baseline()), run.pooled(run.other()));

        assertThat(forks.tested()).isTrue();
        assertThat(forks.pValue()).isGreaterThan(0.05);
        assertThat(forks.ciLow()).isLessThan(1.0);
        assertThat(forks.ciHigh()).isGreaterThan(1.0);
        // The JVM offsets make the interval wide: several times the puzzle-level one (log scale).
        double puzzleWidth = Math.log(puzzles.ciHigh() / puzzles.ciLow());
        assertThat(Math.log(forks.ciHigh() / forks.ciLow())).isGreaterThan(3 * puzzleWidth);
        assertThat(puzzles.pValue()).as("the puzzle-level test on the same data").isLessThan(1e-4);
    }

    @Test
    void aaRunsAreCalledDifferentAboutOnceInTwentyAtMost() {
        int significant = 0;
        int runs = 400;
        for (int seed = 0; seed < runs; seed++) {
            Run run = simulate(seed, 5, 0.3, 0.05, 1.0);
            significant += ForkPairedSpeedup.of("b", "a", run.logRatios()).pValue() < 0.05 ? 1 : 0;
        }
        // The t-test's level is exact for normal fork effects: 5% of 400 is 20 (binomial sd 4.4).
        assertThat(significant).isBetween(5, 35);
    }

    @Test
    void aTrueSlowdownOfOnePointThreeIsFoundWithFiveForks() {
        Run run = simulate(7L, 5, 0.02, 0.05, 1.3);
        ForkPairedSpeedup s = ForkPairedSpeedup.of("dfs@slow.jar", "dfs", run.logRatios());
        assertThat(s.pValue()).isLessThan(0.05);
        assertThat(s.speedup()).isCloseTo(1 / 1.3, within(0.03));
        assertThat(s.ciHigh()).isLessThan(1.0);
        assertThat(s.ciLow()).as("the interval holds the truth").isLessThan(1 / 1.3);
        assertThat(s.ciHigh()).isGreaterThan(1 / 1.3);
        assertThat(s.forkCount()).isEqualTo(5);
        assertThat(s.forksWithPairs()).isEqualTo(5);
        assertThat(s.pairs()).isEqualTo(5 * PUZZLES_PER_FORK);
    }

    @Test
    void twoForksGiveNoTest() {
        Run run = simulate(3L, 2, 0.02, 0.05, 1.3);
        ForkPairedSpeedup s = ForkPairedSpeedup.of("b", "a", run.logRatios());
        assertThat(s.tested()).isFalse();
        assertThat(s.withoutTest()).isEqualTo("needs 3 or more forks");
        assertThat(s.speedup()).isNaN();
        assertThat(s.pValue()).isNaN();
        assertThat(s.forks()).hasSize(2).allSatisfy(f -> assertThat(f.pairs()).isEqualTo(PUZZLES_PER_FORK));
    }

    @Test
    void aForkWithoutPairsIsLeftOutAndTooFewLeftGiveNoTest() {
        ForkPairedSpeedup s = ForkPairedSpeedup.of("b", "a",
                List.of(new double[] {0.1}, new double[0], new double[] {0.2, 0.4}));
        assertThat(s.tested()).isFalse();
        assertThat(s.withoutTest()).startsWith("needs 3 or more forks").contains("2 of 3");
        assertThat(s.forks().get(1).medianLogRatio()).isNaN();
        assertThat(s.forks().get(2).medianLogRatio()).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void theMeanOfTheForkMediansWithStudentsTInterval() {
        // Fork medians 0.1, 0.2, 0.3 (the outliers around them move no median).
        ForkPairedSpeedup s = ForkPairedSpeedup.of("b", "a",
                List.of(new double[] {5, 0.1, -3}, new double[] {0.2}, new double[] {0.3, 0.25, 0.35, 9}));
        assertThat(s.forks().stream().map(ForkPairedSpeedup.Fork::medianLogRatio).toList())
                .satisfiesExactly(m -> assertThat(m).isCloseTo(0.1, within(1e-12)),
                        m -> assertThat(m).isCloseTo(0.2, within(1e-12)),
                        m -> assertThat(m).isCloseTo(0.325, within(1e-12)));
        s = ForkPairedSpeedup.of("b", "a", List.of(new double[] {0.1}, new double[] {0.2}, new double[] {0.3}));
        // R: t.test(c(0.1, 0.2, 0.3)): t = 3.4641, df = 2, p = 0.07418, CI -0.04841377 0.44841377.
        assertThat(s.meanLogRatio()).isCloseTo(0.2, within(1e-12));
        assertThat(s.standardError()).isCloseTo(0.1 / Math.sqrt(3), within(1e-12));
        assertThat(s.pValue()).isCloseTo(0.0741799, within(1e-6));
        assertThat(s.speedup()).isCloseTo(Math.exp(-0.2), within(1e-12));
        assertThat(s.ciLow()).isCloseTo(Math.exp(-0.44841377), within(1e-7));
        assertThat(s.ciHigh()).isCloseTo(Math.exp(0.04841377), within(1e-7));
        assertThat(s.holmP()).isNaN();
    }

    @Test
    void identicalForksAreCertain() {
        List<double[]> same = List.of(new double[] {0.2}, new double[] {0.2}, new double[] {0.2});
        assertThat(ForkPairedSpeedup.of("b", "a", same).pValue()).isZero();
        List<double[]> none = List.of(new double[] {0.0}, new double[] {0.0}, new double[] {0.0});
        assertThat(ForkPairedSpeedup.of("b", "a", none).pValue()).isEqualTo(1.0);
    }

    @Test
    void holmAdjustsOverTheRowsThatHaveATest() {
        ForkPairedSpeedup tested = ForkPairedSpeedup.of("b", "a",
                List.of(new double[] {0.1}, new double[] {0.2}, new double[] {0.3}));
        ForkPairedSpeedup other = ForkPairedSpeedup.of("c", "a",
                List.of(new double[] {0.3}, new double[] {0.2}, new double[] {0.31}));
        ForkPairedSpeedup untested = ForkPairedSpeedup.of("d", "a", List.of(new double[] {0.1}, new double[] {0.2}));
        List<ForkPairedSpeedup> rows = ForkPairedSpeedup.adjusted(List.of(tested, untested, other));
        double[] expected = Holm.adjust(new double[] {tested.pValue(), other.pValue()});
        assertThat(rows.get(0).holmP()).isCloseTo(expected[0], within(1e-15));
        assertThat(rows.get(1).holmP()).isNaN();
        assertThat(rows.get(2).holmP()).isCloseTo(expected[1], within(1e-15));
        assertThat(rows.get(0).pValue()).isEqualTo(tested.pValue());
    }
}
