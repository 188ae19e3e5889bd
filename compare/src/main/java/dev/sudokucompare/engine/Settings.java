package dev.sudokucompare.engine;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything that decides what a comparison measures and how it is judged. {@code limit} is the
 * most records read from each input (0 for all); {@code shard} selects a deterministic part of the
 * records ({@link Shard#ALL} for all); {@code reference} is the spec of the solver that proves
 * what answers claim ({@link #NO_REFERENCE} for none), each proof stopped at
 * {@code referenceTimeout}. Built with {@link #builder()}; the defaults are those of the command line.
 */
public record Settings(List<String> solverSpecs, int baseline, Mode mode, int countLimit, Duration timeout,
        Warmup warmup, int repeat, int threads, boolean shuffle, long seed, long limit, Shard shard, String reference,
        Duration referenceTimeout) {

    /** The reference spec that turns the reference off. */
    public static final String NO_REFERENCE = "none";
    /** The solver that proves claims unless told otherwise. */
    public static final String DEFAULT_REFERENCE = "dfs";

    public Settings {
        solverSpecs = List.copyOf(solverSpecs);
        if (solverSpecs.isEmpty()) {
            throw new IllegalArgumentException("at least one solver is needed");
        }
        if (baseline < 0 || baseline >= solverSpecs.size()) {
            throw new IllegalArgumentException("the baseline must be one of the solvers");
        }
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat must be at least 1");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        if (countLimit < 1) {
            throw new IllegalArgumentException("the count limit must be at least 1");
        }
        Objects.requireNonNull(mode);
        Objects.requireNonNull(timeout);
        Objects.requireNonNull(warmup);
        Objects.requireNonNull(shard);
        if (limit < 0) {
            throw new IllegalArgumentException("the record limit must not be negative");
        }
        Objects.requireNonNull(reference);
        if (referenceTimeout.isNegative() || referenceTimeout.isZero()) {
            throw new IllegalArgumentException("the reference's time limit must be positive");
        }
    }

    /** Settings for {@code solverSpecs}, the first the baseline, otherwise as the command line's defaults. */
    public static Builder builder(List<String> solverSpecs) {
        return new Builder(solverSpecs);
    }

    /** A builder seeded with these settings, to change a few. */
    public Builder toBuilder() {
        return new Builder(solverSpecs).baseline(baseline).mode(mode).countLimit(countLimit).timeout(timeout)
                .warmup(warmup).repeat(repeat).threads(threads).shuffle(shuffle).seed(seed).limit(limit).shard(shard)
                .reference(reference, referenceTimeout);
    }

    /** Collects settings one by one; {@link #build()} checks them together. */
    public static final class Builder {
        private final List<String> solverSpecs;
        private int baseline;
        private Mode mode = Mode.FIRST;
        private int countLimit = SolveRequest.DEFAULT_COUNT_LIMIT;
        private Duration timeout = SolveRequest.DEFAULT_TIME_LIMIT;
        private Warmup warmup = Warmup.NONE;
        private int repeat = 1;
        private int threads = 1;
        private boolean shuffle;
        private long seed;
        private long limit;
        private Shard shard = Shard.ALL;
        private String reference = DEFAULT_REFERENCE;
        private Duration referenceTimeout = SolveRequest.DEFAULT_TIME_LIMIT;

        private Builder(List<String> solverSpecs) {
            this.solverSpecs = List.copyOf(solverSpecs);
        }

        public Builder baseline(int index) {
            this.baseline = index;
            return this;
        }

        public Builder mode(Mode value) {
            this.mode = value;
            return this;
        }

        public Builder countLimit(int value) {
            this.countLimit = value;
            return this;
        }

        public Builder timeout(Duration value) {
            this.timeout = value;
            return this;
        }

        public Builder warmup(Warmup value) {
            this.warmup = value;
            return this;
        }

        public Builder repeat(int value) {
            this.repeat = value;
            return this;
        }

        public Builder threads(int value) {
            this.threads = value;
            return this;
        }

        public Builder shuffle(boolean value) {
            this.shuffle = value;
            return this;
        }

        public Builder seed(long value) {
            this.seed = value;
            return this;
        }

        public Builder limit(long value) {
            this.limit = value;
            return this;
        }

        public Builder shard(Shard value) {
            this.shard = value;
            return this;
        }

        /** The solver that proves claims ({@link #NO_REFERENCE}: none) and its time limit a record. */
        public Builder reference(String spec, Duration timeLimit) {
            this.reference = spec;
            this.referenceTimeout = timeLimit;
            return this;
        }

        /** @throws IllegalArgumentException when the settings do not fit together */
        public Settings build() {
            return new Settings(solverSpecs, baseline, mode, countLimit, timeout, warmup, repeat, threads, shuffle,
                    seed, limit, shard, reference, referenceTimeout);
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
