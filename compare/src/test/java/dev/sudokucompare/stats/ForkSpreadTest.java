package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The spread between forks on seeded synthetic times whose truth is known: forks drawn alike
 * agree, a fork made slower is flagged with its ratio, and fork-to-fork differences widen the
 * hierarchical interval beyond the one that treats every call as one sample. Inequalities and
 * ranges, not exact numbers: the resampling is seeded, but the claims are the method's.
 */
class ForkSpreadTest {

    private static final double LIMIT = 10e9;
    private static final long[] NO_COLD = {-1, -1, -1};

    /** {@code n} log-normal times per fork around 40 µs x the fork's factor, noise sigma {@code sigma}. */
    private static List<ForkSpread.Times> forks(long seed, int n, double sigma, double... factors) {
        SplittableRandom random = new SplittableRandom(seed);
        List<ForkSpread.Times> out = new ArrayList<>();
        for (double factor : factors) {
            double[] t = new double[n];
            Arrays.setAll(t, i -> 40_000 * factor * Math.exp(sigma * random.nextGaussian()));
            out.add(new ForkSpread.Times(t, 0));
        }
        return out;
    }

    private static void assertOrdered(ForkSpread s) {
        assertThat(s.low().value()).isLessThanOrEqualTo(s.median().value());
        assertThat(s.median().value()).isLessThanOrEqualTo(s.high().value());
        assertThat(s.puzzleLow().value()).isLessThanOrEqualTo(s.median().value());
        assertThat(s.median().value()).isLessThanOrEqualTo(s.puzzleHigh().value());
        for (ForkSpread.Fork f : s.forks()) {
            assertThat(f.low().value()).isLessThanOrEqualTo(f.median().value());
            assertThat(f.median().value()).isLessThanOrEqualTo(f.high().value());
        }
    }

    @Test
    void forksDrawnAlikeAgreeWithASpreadNearOne() {
        ForkSpread s = ForkSpread.of("dfs", forks(1, 100, 0.3, 1, 1, 1), LIMIT, NO_COLD);
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.AGREE);
        assertThat(s.differ()).isFalse();
        assertThat(s.spread().value()).isBetween(1.0, 1.2);
        assertThat(s.spread().isExact()).isTrue();
        assertThat(s.forks()).extracting(ForkSpread.Fork::calls).containsExactly(100, 100, 100);
        assertThat(s.calls()).isEqualTo(300);
        assertOrdered(s);
    }

    @Test
    void aForkOneAndAHalfTimesSlowerIsFlaggedWithItsRatio() {
        ForkSpread s = ForkSpread.of("dfs", forks(2, 60, 0.05, 1, 1.5, 1), LIMIT, NO_COLD);
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.DIFFER);
        assertThat(s.spread().value()).isCloseTo(1.5, within(0.08));
        assertOrdered(s);
    }

    @Test
    void differentForksWidenTheHierarchicalIntervalBeyondThePuzzleOnlyOne() {
        ForkSpread s = ForkSpread.of("dfs", forks(3, 100, 0.1, 0.8, 1, 1.3, 1.6), LIMIT, new long[] {-1, -1, -1, -1});
        double hierarchical = s.high().value() - s.low().value();
        double puzzleOnly = s.puzzleHigh().value() - s.puzzleLow().value();
        assertThat(hierarchical).isGreaterThan(puzzleOnly);
        assertOrdered(s);
    }

    @Test
    void theSameDataInAnyOrderGiveTheSameInterval() {
        List<ForkSpread.Times> data = forks(4, 50, 0.5, 1, 1.1, 0.9);
        List<ForkSpread.Times> reversed = new ArrayList<>();
        for (ForkSpread.Times t : data) {
            double[] r = t.solvedNanos().clone();
            for (int i = 0; i < r.length / 2; i++) {
                double x = r[i];
                r[i] = r[r.length - 1 - i];
                r[r.length - 1 - i] = x;
            }
            reversed.add(new ForkSpread.Times(r, t.unsolved()));
        }
        ForkSpread a = ForkSpread.of("dfs", data, LIMIT, NO_COLD);
        ForkSpread b = ForkSpread.of("dfs", data, LIMIT, NO_COLD);
        ForkSpread c = ForkSpread.of("dfs", reversed, LIMIT, NO_COLD);
        assertThat(b).isEqualTo(a);
        assertThat(c).isEqualTo(a);
    }

    @Test
    void oneForkIsThePuzzleBootstrapOfTheMedian() {
        // Values are their ranks, so the resampled interval reads against the exact one in ranks.
        double[] v = new double[41];
        Arrays.setAll(v, i -> i + 1.0);
        ForkSpread s = ForkSpread.of("dfs", List.of(new ForkSpread.Times(v, 0)), LIMIT, new long[] {-1});
        assertThat(s.low().value()).isCloseTo(s.puzzleLow().value(), within(1.0));
        assertThat(s.high().value()).isCloseTo(s.puzzleHigh().value(), within(1.0));
        assertThat(s.spread().value()).isEqualTo(1.0);
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.AGREE);
    }

    @Test
    void aForkWithAHandfulOfCallsIsTooFewToTellNotFlagged() {
        List<ForkSpread.Times> data = new ArrayList<>(forks(5, 60, 0.05, 1, 2));
        data.add(forks(6, ForkSpread.MIN_RECORDS - 1, 0.05, 1).get(0));
        ForkSpread s = ForkSpread.of("dfs", data, LIMIT, NO_COLD);
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.TOO_FEW);
        assertThat(s.differ()).isFalse();
        assertThat(s.minCalls()).isEqualTo(ForkSpread.MIN_RECORDS - 1);
        assertThat(s.maxCalls()).isEqualTo(60);
        assertThat(s.spread().value()).isGreaterThan(1.5);
    }

    @Test
    void aForkThatNeverRanAddsNothingButItsEmptyRow() {
        List<ForkSpread.Times> data = new ArrayList<>(forks(7, 30, 0.2, 1, 1));
        data.add(new ForkSpread.Times(new double[0], 0));
        ForkSpread s = ForkSpread.of("dfs", data, LIMIT, new long[] {5_000_000, 7_000_000, -1});
        assertThat(s.forks().get(2).calls()).isZero();
        assertThat(s.forks().get(2).median().exists()).isFalse();
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.TOO_FEW);
        assertThat(s.low().exists()).isTrue();
        // The cold figure is the median of the first calls that ran: (5 + 7) / 2 ms.
        assertThat(s.cold().value()).isEqualTo(6_000_000.0);
    }

    @Test
    void unsolvedCallsCountAsTheLimitAndMakeWhatTheyEnterABound() {
        // Fork 1 has most of its calls unsolved: its median is the limit, a lower bound, and so is
        // the spread (the largest median is a lower bound over an exact smallest one).
        double[] fast = new double[20];
        Arrays.setAll(fast, i -> 1_000 + i);
        ForkSpread s = ForkSpread.of("dfs", List.of(new ForkSpread.Times(fast, 0),
                new ForkSpread.Times(new double[] {2_000, 2_100, 2_200}, 17)), LIMIT, new long[] {-1, -1});
        ForkSpread.Fork slow = s.forks().get(1);
        assertThat(slow.calls()).isEqualTo(20);
        assertThat(slow.solved()).isEqualTo(3);
        assertThat(slow.median()).isEqualTo(new Figure(LIMIT, Figure.Bound.AT_LEAST));
        assertThat(s.spread().bound()).isEqualTo(Figure.Bound.AT_LEAST);
        assertThat(s.high().bound()).isEqualTo(Figure.Bound.AT_LEAST);
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.DIFFER);
    }

    @Test
    void withoutACorrectCallThereIsNoInterval() {
        ForkSpread s = ForkSpread.of("dfs", List.of(new ForkSpread.Times(new double[0], 12),
                new ForkSpread.Times(new double[0], 12)), LIMIT, new long[] {-1, -1});
        assertThat(s.low().exists()).isFalse();
        assertThat(s.puzzleLow().exists()).isFalse();
        assertThat(s.verdict()).isEqualTo(ForkSpread.Verdict.TOO_FEW);
    }
}
