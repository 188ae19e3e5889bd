package dev.sudokucompare.stats;

import java.util.Arrays;

/** A growable array of longs: 8 bytes a value, no boxing, for a million records and more. */
final class LongSeries {

    private long[] values = new long[1024];
    private int size;

    void add(long v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = v;
    }

    long get(int i) {
        return values[i];
    }

    int size() {
        return size;
    }
}
