package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Against values worked out by hand. */
class PairedSpeedupTest {

    private static final boolean[] ALL3 = {true, true, true};

    @Test
    void constantRatioHasAZeroWidthInterval() {
        PairedSpeedup s = PairedSpeedup.ofSolved(new double[] {2000, 4000, 8000}, new double[] {1000, 2000, 4000});
        assertThat(s.geometricMean()).isCloseTo(2, within(1e-12));
        assertThat(s.ciLow()).isCloseTo(2, within(1e-12));
        assertThat(s.ciHigh()).isCloseTo(2, within(1e-12));
        assertThat(s.hodgesLehmann()).isCloseTo(2, within(1e-12));
        assertThat(s.wins()).isEqualTo(3);
        assertThat(s.losses()).isZero();
        assertThat(s.bound()).isEqualTo(Figure.Bound.EXACT);
    }

    @Test
    void geometricMeanAndHodgesLehmannOfHalfAndFour() {
        PairedSpeedup s = PairedSpeedup.ofSolved(new double[] {1000, 4000}, new double[] {2000, 1000});
        assertThat(s.geometricMean()).isCloseTo(Math.sqrt(2), within(1e-12));
        // log ratios -ln 2 and 2 ln 2; Walsh averages -ln 2, ln 2 / 2, 2 ln 2: the median is ln 2 / 2
        assertThat(s.hodgesLehmann()).isCloseTo(Math.sqrt(2), within(1e-12));
        assertThat(s.wins()).isEqualTo(1);
        assertThat(s.losses()).isEqualTo(1);
    }

    @Test
    void tiesAreWithinTenPercent() {
        PairedSpeedup s = PairedSpeedup.ofSolved(new double[] {100, 100, 100, 100}, new double[] {108, 120, 93, 88});
        assertThat(s.ties()).isEqualTo(2);
        assertThat(s.losses()).isEqualTo(1);
        assertThat(s.wins()).isEqualTo(1);
    }

    @Test
    void anUnsolvedCallMakesTheRatiosBounds() {
        double limit = 100;
        // The baseline did not answer record 3: its ratio is at least 100 / 2 = 50.
        PairedSpeedup baselineStopped = PairedSpeedup.of(new double[] {10, 20, 100.4}, new boolean[] {true, true, false},
                new double[] {5, 10, 2}, ALL3, limit);
        assertThat(baselineStopped.geometricMean()).isCloseTo(Math.cbrt(2 * 2 * 50), within(1e-9));
        assertThat(baselineStopped.bound()).isEqualTo(Figure.Bound.AT_LEAST);
        assertThat(baselineStopped.pairs()).isEqualTo(3);
        // The solver did not: at most.
        PairedSpeedup solverStopped = PairedSpeedup.of(new double[] {10, 20, 30}, ALL3, new double[] {5, 10, 3},
                new boolean[] {true, true, false}, limit);
        assertThat(solverStopped.bound()).isEqualTo(Figure.Bound.AT_MOST);
        assertThat(solverStopped.geometricMean()).isCloseTo(Math.cbrt(2 * 2 * 0.3), within(1e-9));
        // Both ways: neither bound holds.
        PairedSpeedup both = PairedSpeedup.of(new double[] {10, 20, 30}, new boolean[] {true, false, true},
                new double[] {5, 10, 3}, new boolean[] {true, true, false}, limit);
        assertThat(both.bound()).isEqualTo(Figure.Bound.NEITHER);
    }

    @Test
    void pairsNeitherAnsweredAreLeftOutOfTheRatiosAndAreNoTies() {
        PairedSpeedup s = PairedSpeedup.of(new double[] {10, 20, 5}, new boolean[] {true, true, false},
                new double[] {5, 10, 7}, new boolean[] {true, true, false}, 100);
        assertThat(s.pairs()).isEqualTo(2);
        assertThat(s.neither()).isEqualTo(1);
        assertThat(s.geometricMean()).isCloseTo(2, within(1e-12));
        assertThat(s.bound()).isEqualTo(Figure.Bound.EXACT);
        assertThat(s.wins()).isEqualTo(2);
        assertThat(s.ties()).as("both at the limit is no tie: nothing was timed").isZero();
        assertThat(s.wins() + s.losses() + s.ties()).isEqualTo(s.pairs());
        PairedSpeedup none = PairedSpeedup.of(new double[] {1}, new boolean[] {false}, new double[] {1},
                new boolean[] {false}, 100);
        assertThat(none.geometricMean()).isNaN();
        assertThat(none.neither()).isEqualTo(1);
    }

    @Test
    void aSolverWithoutACorrectAnswerGetsNoRatioIntervalOrP() {
        // Wrong answers in 0.4-0.9 s against the baseline's correct ones: every ratio would be the
        // baseline's time against the limit, "62,800x slower [49,900x - 71,200x], p < 0.0001".
        double[] baseline = {1e5, 2e5, 1.5e5, 3e5, 1e5, 2e5, 2.5e5};
        double[] wrong = {4e8, 9e8, 5e8, 6e8, 7e8, 8e8, 4.5e8};
        boolean[] none = new boolean[7];
        boolean[] all = new boolean[7];
        Arrays.fill(all, true);
        PairedSpeedup s = PairedSpeedup.of(baseline, all, wrong, none, 1e10);
        assertThat(s.hasRatio()).isFalse();
        assertThat(s.withoutRatio()).isEqualTo("no correct answers");
        assertThat(s.geometricMean()).isNaN();
        assertThat(s.hlLow()).isNaN();
        assertThat(s.pValue()).isNaN();
        assertThat(s.losses()).isEqualTo(7);
        PairedSpeedup reversed = PairedSpeedup.of(wrong, none, baseline, all, 1e10);
        assertThat(reversed.withoutRatio()).isEqualTo("the baseline has no correct answers");
        assertThat(reversed.pValue()).isNaN();
    }

    @Test
    void intervalEndsCarryTheEstimatesBound() {
        PairedSpeedup s = PairedSpeedup.of(new double[] {10, 20, 30, 40, 50, 60, 70}, ALL7,
                new double[] {5, 10, 15, 20, 25, 30, 35}, new boolean[] {true, true, true, true, true, true, false}, 100);
        assertThat(s.bound()).isEqualTo(Figure.Bound.AT_MOST);
        assertThat(s.interval()).extracting(Figure::bound).containsOnly(Figure.Bound.AT_MOST);
        assertThat(s.hodgesLehmannInterval()).extracting(Figure::bound).containsOnly(Figure.Bound.AT_MOST);
    }

    private static final boolean[] ALL7 = {true, true, true, true, true, true, true};

    /**
     * The audit's case: 7 ratios observed out of 32, the other 25 limit stand-ins pulling both ways,
     * had "~4.95x slower [~3.02x-8.48x], Holm p < 0.0001". Fewer than half observed: no estimate,
     * no interval, no p, and the reason says how many were.
     */
    @Test
    void anEstimateWithFewerThanHalfItsPairsObservedIsNotIdentified() {
        int n = 32;
        double[] base = new double[n];
        double[] other = new double[n];
        boolean[] baseSolved = new boolean[n];
        boolean[] otherSolved = new boolean[n];
        for (int i = 0; i < n; i++) {
            base[i] = 1_000 + i;
            other[i] = 5_000 + 7 * i;
            baseSolved[i] = i < 7 || i % 2 == 0;
            otherSolved[i] = i < 7 || i % 2 == 1;
        }
        PairedSpeedup s = PairedSpeedup.of(base, baseSolved, other, otherSolved, 10_000);
        assertThat(s.pairs()).isEqualTo(32);
        assertThat(s.withoutRatio()).isEqualTo("not identified: 7 of 32 pairs observed");
        assertThat(s.hasRatio()).isFalse();
        assertThat(s.pValue()).isNaN();
        assertThat(s.ciLow()).isNaN();

        // Half observed is enough.
        for (int i = 7; i < 16; i++) {
            baseSolved[i] = true;
            otherSolved[i] = true;
        }
        PairedSpeedup half = PairedSpeedup.of(base, baseSolved, other, otherSolved, 10_000);
        assertThat(half.withoutRatio()).isEmpty();
        assertThat(half.pValue()).isBetween(0.0, 1.0);
    }
}
