package dev.sudokucompare.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** With repetitions, the reported call is the one whose time is the median. */
class MedianRepetitionTest {

    @Test
    void oddCountPicksTheMiddleCall() {
        long[] times = {90, 10, 50};
        assertThat(RecordTask.medianIndex(times)).isEqualTo(2);
        assertThat(RecordTask.median(times)).isEqualTo(50);
    }

    @Test
    void evenCountPicksTheLowerMiddleCallAndAveragesTheTime() {
        long[] times = {40, 10, 30, 20};
        assertThat(RecordTask.medianIndex(times)).isEqualTo(3);
        assertThat(RecordTask.median(times)).isEqualTo(25);
    }

    @Test
    void singleCallIsItsOwnMedian() {
        assertThat(RecordTask.medianIndex(new long[] {7})).isZero();
        assertThat(RecordTask.median(new long[] {7})).isEqualTo(7);
    }
}
