package dev.sudokucompare.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A uniform sample of at most {@code capacity} items from a stream of unknown length (Vitter's
 * algorithm R). Seeded, so the same stream always keeps the same items; memory stays flat however
 * long the stream is.
 */
final class Reservoir<T> {

    private final int capacity;
    private final SplittableRandom random;
    private final List<T> items = new ArrayList<>();
    private long seen;

    Reservoir(int capacity, long seed) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
        this.random = new SplittableRandom(seed);
    }

    void add(T item) {
        seen++;
        if (items.size() < capacity) {
            items.add(item);
        } else {
            long slot = random.nextLong(seen);
            if (slot < capacity) {
                items.set((int) slot, item);
            }
        }
    }

    List<T> items() {
        return List.copyOf(items);
    }

    long seen() {
        return seen;
    }

    /** True once items have been left out. */
    boolean sampled() {
        return seen > items.size();
    }
}
