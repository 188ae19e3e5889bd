package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A validity-preserving transformation of a grid: optionally transpose (square boxes only), then
 * permute bands and the rows within each, stacks and the columns within each, and relabel the
 * values. Rows, columns and boxes stay rows, columns and boxes, so puzzles map to puzzles with
 * the same number of solutions, and solutions to solutions.
 */
record Symmetry(long seed, boolean transpose, int[] rowFrom, int[] colFrom, int[] relabel) {

    /** The symmetry of {@code shape} drawn from {@code seed}. */
    static Symmetry random(Shape shape, long seed) {
        Random random = new Random(seed);
        int n = shape.size();
        int[] relabel = new int[n + 1];
        List<Integer> values = shuffled(n, random);
        for (int v = 1; v <= n; v++) {
            relabel[v] = values.get(v - 1) + 1;
        }
        boolean transpose = shape.boxRows() == shape.boxCols() && random.nextBoolean();
        return new Symmetry(seed, transpose, lines(n, shape.boxRows(), random), lines(n, shape.boxCols(), random),
                relabel);
    }

    /** New line i is old line result[i]: groups of {@code group} lines shuffled, and the lines within each. */
    private static int[] lines(int n, int group, Random random) {
        int[] from = new int[n];
        int i = 0;
        for (int g : shuffled(n / group, random)) {
            for (int within : shuffled(group, random)) {
                from[i++] = g * group + within;
            }
        }
        return from;
    }

    private static List<Integer> shuffled(int count, Random random) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(i);
        }
        Collections.shuffle(list, random);
        return list;
    }

    Grid apply(Grid grid) {
        Shape shape = grid.shape();
        int n = shape.size();
        if (rowFrom.length != n) {
            throw new IllegalArgumentException("a symmetry of side " + rowFrom.length + " applied to " + shape);
        }
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = transpose ? grid.get(colFrom[c], rowFrom[r]) : grid.get(rowFrom[r], colFrom[c]);
                out[r * n + c] = relabel[v];
            }
        }
        return Grid.of(shape, out);
    }

    @Override
    public String toString() {
        return "symmetry seed " + seed;
    }
}
