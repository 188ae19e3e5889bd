package dev.sudokucompare.core.generate;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.Arrays;
import java.util.Random;

/**
 * Random complete grids of any shape: a depth-first fill of the empty grid that picks the cell
 * with the fewest free values and tries them in random order. Random order can wander into a
 * dead end on big grids, so a fill that takes too many steps restarts with fresh choices. Past
 * 25x25 fills mostly fail (a 64x64 grid took a minute and a half) and where restarts keep failing,
 * the grid is a valid pattern shuffled by random symmetries instead: every shape gets a grid in
 * bounded time, and the same seed the same grid.
 */
public final class RandomSolutions {

    private static final long STEPS_PER_ATTEMPT = 20_000;
    /** Fills tried before the shuffled pattern; most shapes need one or two. */
    static final int MAX_ATTEMPTS = 40;
    /** The largest side filled at random; bigger grids are shuffled patterns. */
    static final int MAX_FILLED_SIDE = 25;

    private final Shape shape;
    private final Random random;
    private final int n;
    private final int[] values;
    private final long[] rowUsed;
    private final long[] colUsed;
    private final long[] boxUsed;
    private long steps;

    private final long stepsPerAttempt;

    private RandomSolutions(Shape shape, Random random, long stepsPerAttempt) {
        this.shape = shape;
        this.random = random;
        this.stepsPerAttempt = stepsPerAttempt;
        this.n = shape.size();
        this.values = new int[shape.cellCount()];
        this.rowUsed = new long[n];
        this.colUsed = new long[n];
        this.boxUsed = new long[n];
    }

    /** A uniformly seeded, reproducible random solution grid of {@code shape}. */
    public static Grid of(Shape shape, Random random) {
        return of(shape, random, STEPS_PER_ATTEMPT);
    }

    /** The same with another budget of steps per attempt (tests make restarts frequent with a small one). */
    static Grid of(Shape shape, Random random, long stepsPerAttempt) {
        if (shape.size() > MAX_FILLED_SIDE) {
            return shuffledPattern(shape, random);
        }
        RandomSolutions fill = new RandomSolutions(shape, random, stepsPerAttempt);
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            fill.reset();
            if (fill.fill(shape.cellCount())) {
                return Grid.of(shape, fill.values);
            }
        }
        return shuffledPattern(shape, random);
    }

    /**
     * A valid grid from the pattern {@code (i*C + b + c) mod N} (row r = band b, row i of it; boxes
     * R x C), its symbols relabelled, rows shuffled within bands and bands among themselves, columns
     * within stacks and stacks among themselves: symmetries that keep every unit a permutation.
     */
    static Grid shuffledPattern(Shape shape, Random random) {
        int rowsPerBox = shape.boxRows();
        int colsPerBox = shape.boxCols();
        int n = shape.size();
        int[] symbols = Shuffle.inPlace(range(n), random);
        int[] rows = shuffledWithinGroups(rowsPerBox, colsPerBox, random);
        int[] cols = shuffledWithinGroups(colsPerBox, rowsPerBox, random);
        int[] values = new int[shape.cellCount()];
        for (int r = 0; r < n; r++) {
            int pr = rows[r];
            for (int c = 0; c < n; c++) {
                values[r * n + c] = symbols[((pr % rowsPerBox) * colsPerBox + pr / rowsPerBox + cols[c]) % n] + 1;
            }
        }
        return Grid.of(shape, values);
    }

    /** A permutation of 0..size*groups-1 that shuffles the groups of {@code size} and each group's members. */
    private static int[] shuffledWithinGroups(int size, int groups, Random random) {
        int[] groupOrder = Shuffle.inPlace(range(groups), random);
        int[] order = new int[size * groups];
        for (int g = 0; g < groups; g++) {
            int[] members = Shuffle.inPlace(range(size), random);
            for (int i = 0; i < size; i++) {
                order[g * size + i] = groupOrder[g] * size + members[i];
            }
        }
        return order;
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        return r;
    }

    private void reset() {
        Arrays.fill(values, 0);
        Arrays.fill(rowUsed, 0);
        Arrays.fill(colUsed, 0);
        Arrays.fill(boxUsed, 0);
        steps = 0;
    }

    /** Fills the remaining {@code empty} cells; false on a dead end or when the attempt is too long. */
    private boolean fill(int empty) {
        if (empty == 0) {
            return true;
        }
        if (++steps > stepsPerAttempt) {
            return false;
        }
        int cell = fewestFree();
        long free = free(cell);
        int[] order = shuffledBits(free);
        for (int v : order) {
            set(cell, v, true);
            if (fill(empty - 1)) {
                return true;
            }
            set(cell, v, false);
            if (steps > stepsPerAttempt) {
                return false;
            }
        }
        return false;
    }

    private int fewestFree() {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                int count = Long.bitCount(free(cell));
                if (count < bestCount) {
                    best = cell;
                    bestCount = count;
                }
            }
        }
        return best;
    }

    private long free(int cell) {
        long used = rowUsed[shape.row(cell)] | colUsed[shape.col(cell)] | boxUsed[shape.box(cell)];
        long all = n == 64 ? -1L : (1L << n) - 1;
        return ~used & all;
    }

    private int[] shuffledBits(long mask) {
        int[] order = new int[Long.bitCount(mask)];
        for (int i = 0; mask != 0; i++) {
            order[i] = Long.numberOfTrailingZeros(mask) + 1;
            mask &= mask - 1;
        }
        return Shuffle.inPlace(order, random);
    }

    private void set(int cell, int value, boolean on) {
        long bit = 1L << (value - 1);
        values[cell] = on ? value : 0;
        rowUsed[shape.row(cell)] ^= bit;
        colUsed[shape.col(cell)] ^= bit;
        boxUsed[shape.box(cell)] ^= bit;
    }
}
