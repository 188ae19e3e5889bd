package dev.sudokucompare.engine;

import java.time.Duration;

/**
 * How long to exercise the solvers before anything is measured: a number of puzzles (each
 * solved by every solver, cycling over the first records), or a wall-clock duration. Warm-up
 * answers are thrown away.
 */
public record Warmup(int rounds, Duration duration) {

    public static final Warmup NONE = new Warmup(0, Duration.ZERO);

    public static Warmup rounds(int n) {
        return new Warmup(n, Duration.ZERO);
    }

    public static Warmup of(Duration d) {
        return new Warmup(0, d);
    }

    public boolean isNone() {
        return rounds == 0 && duration.isZero();
    }

    @Override
    public String toString() {
        return isNone() ? "none" : rounds > 0 ? rounds + " puzzles" : duration.toMillis() + " ms";
    }
}
