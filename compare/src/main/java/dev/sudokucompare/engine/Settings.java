package dev.sudokucompare.engine;

import dev.sudokucompare.core.solve.Mode;
import java.time.Duration;
import java.util.List;

/**
 * Everything that decides what a comparison measures. {@code limit} is the most records read
 * from each input (0 for all); {@code shard} selects a deterministic part of the records
 * ({@link Shard#ALL} for all).
 */
public record Settings(List<String> solverSpecs, int baseline, Mode mode, int countLimit, Duration timeout,
        Warmup warmup, int repeat, int threads, boolean shuffle, long seed, long limit, Shard shard) {

    public Settings {
        solverSpecs = List.copyOf(solverSpecs);
        if (solverSpecs.isEmpty()) {
            throw new IllegalArgumentException("at least one solver is needed");
        }
        if (baseline < 0 || baseline >= solverSpecs.size()) {
            throw new IllegalArgumentException("baseline must be one of the solvers");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("--repeat must be at least 1");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1");
        }
        if (countLimit < 1) {
            throw new IllegalArgumentException("--count-limit must be at least 1");
        }
        java.util.Objects.requireNonNull(shard);
        if (limit < 0) {
            throw new IllegalArgumentException("--limit must not be negative");
        }
    }

    /** How many of an input's {@code records} this run takes: cut to the limit, then this shard's share. */
    public long recordsTaken(long records) {
        return shard.share(limit > 0 ? Math.min(records, limit) : records);
    }

    /** The records the run will take from {@code inputs}, when each can tell its size; -1 when one cannot. */
    public long recordsTaken(List<Input> inputs) {
        long total = 0;
        for (Input input : inputs) {
            long n = input.sizeHint();
            if (n < 0) {
                return -1;
            }
            total += recordsTaken(n);
        }
        return total;
    }

    /** Timings taken while several solver calls run at once compete for cores and caches. */
    public boolean contended() {
        return threads > 1;
    }
}
