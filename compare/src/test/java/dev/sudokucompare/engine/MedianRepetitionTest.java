package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** With repetitions, the reported call is the one whose time is the median. */
class MedianRepetitionTest {

    @Test
    void oddCountPicksTheMiddleCall() {
        long[] times = {90, 10, 50};
        assertThat(BatchTask.medianIndex(times)).isEqualTo(2);
    }

    @Test
    void evenCountPicksTheLowerMiddleCall() {
        long[] times = {40, 10, 30, 20};
        assertThat(BatchTask.medianIndex(times)).isEqualTo(3);
    }

    @Test
    void singleCallIsItsOwnMedian() {
        assertThat(BatchTask.medianIndex(new long[] {7})).isZero();
    }
}
