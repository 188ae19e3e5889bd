package dev.sudokucompare.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link SortedRuns} against {@link Arrays#sort}: the same ascending values, at every size around
 * the chunk and the merges' boundaries, with ties (a clock's ticks) and without, asked part-way
 * and again at the end.
 */
class SortedRunsTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 1023, 1024, 1025, 2047, 2048, 2049, 3072, 4095, 4096, 5000, 10_000, 33_333})
    void sortsLikeArraysSort(int n) {
        Random random = new Random(31L * n + 7);
        for (boolean ties : new boolean[] {true, false}) {
            double[] values = new double[n];
            SortedRuns runs = new SortedRuns();
            for (int i = 0; i < n; i++) {
                // With ties: few distinct integral values, as a fast solver's nanoseconds give.
                values[i] = ties ? 1000 + random.nextInt(300) : random.nextDouble() * 1e9;
                runs.add(values[i]);
            }
            double[] expected = values.clone();
            Arrays.sort(expected);
            assertThat(runs.sorted()).as("n=%d ties=%s", n, ties).containsExactly(expected);
            assertThat(runs.size()).isEqualTo(n);
        }
    }

    @Test
    void askingPartWayChangesNothingAfter() {
        Random random = new Random(11);
        SortedRuns runs = new SortedRuns();
        double[] values = new double[6000];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(5000);
            runs.add(values[i]);
            if (i == 2500 || i == 4095) {
                double[] part = Arrays.copyOf(values, i + 1);
                Arrays.sort(part);
                assertThat(runs.sorted()).containsExactly(part);
            }
        }
        Arrays.sort(values);
        assertThat(runs.sorted()).containsExactly(values);
    }

    @Test
    void keepsFewRunsForALongSeries() {
        SortedRuns runs = new SortedRuns();
        Random random = new Random(5);
        int n = 300_000;
        for (int i = 0; i < n; i++) {
            runs.add(random.nextGaussian());
        }
        double[] sorted = runs.sorted();
        assertThat(sorted).hasSize(n);
        for (int i = 1; i < n; i++) {
            assertThat(sorted[i - 1]).isLessThanOrEqualTo(sorted[i]);
        }
        // A binary counter over the chunks: at most one run per bit of n / CHUNK.
        assertThat(runs.runCount()).isLessThanOrEqualTo(Integer.SIZE - Integer.numberOfLeadingZeros(n / SortedRuns.CHUNK));
    }
}
