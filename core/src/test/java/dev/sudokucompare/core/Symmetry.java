package dev.sudokucompare.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * A validity-preserving transformation of a grid: optionally transpose, then permute rows
 * (rows within a band, and whole bands), permute columns (within a stack, and whole stacks),
 * and relabel the values. Each keeps every row, column and box a row, column or box, so it maps
 * puzzles to puzzles with the same number of solutions and solutions to solutions.
 * Transposing is only legal when boxes are square: it would turn 2x3 boxes into 3x2 ones.
 */
public record Symmetry(Shape shape, boolean transpose, int[] rowFrom, int[] colFrom, int[] relabel) {

    public Symmetry {
        if (transpose && shape.boxRows() != shape.boxCols()) {
            throw new IllegalArgumentException("transposing " + shape + " would change its boxes");
        }
    }

    /** A random symmetry of {@code shape}; transposes (half the time) only where legal. */
    public static Symmetry random(Shape shape, Random random) {
        boolean square = shape.boxRows() == shape.boxCols();
        int n = shape.size();
        int[] relabel = new int[n + 1];
        List<Integer> values = shuffled(n, random);
        for (int v = 1; v <= n; v++) {
            relabel[v] = values.get(v - 1) + 1;
        }
        return new Symmetry(shape, square && random.nextBoolean(),
                lines(n, shape.boxRows(), random), lines(n, shape.boxCols(), random), relabel);
    }

    /** New line i comes from old line result[i]: groups of {@code group} lines shuffled, and lines within each. */
    private static int[] lines(int n, int group, Random random) {
        List<Integer> groups = shuffled(n / group, random);
        int[] from = new int[n];
        int i = 0;
        for (int g : groups) {
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

    public Grid apply(Grid grid) {
        if (!grid.shape().equals(shape)) {
            throw new IllegalArgumentException("a symmetry of " + shape + " applied to " + grid.shape());
        }
        int n = shape.size();
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int sr = rowFrom[r];
                int sc = colFrom[c];
                int v = transpose ? grid.get(sc, sr) : grid.get(sr, sc);
                out[r * n + c] = relabel[v];
            }
        }
        return Grid.of(shape, out);
    }

    /** Where the value of {@code cell} ends up in {@link #apply}'s result. */
    public int imageOf(int cell) {
        int r = shape.row(cell);
        int c = shape.col(cell);
        int fromRow = transpose ? c : r;
        int fromCol = transpose ? r : c;
        int newRow = indexOf(rowFrom, fromRow);
        int newCol = indexOf(colFrom, fromCol);
        return shape.cell(newRow, newCol);
    }

    private static int indexOf(int[] array, int value) {
        for (int i = 0; i < array.length; i++) {
            if (array[i] == value) {
                return i;
            }
        }
        throw new IllegalStateException(value + " not in " + java.util.Arrays.toString(array));
    }

    @Override
    public String toString() {
        return "Symmetry[transpose=" + transpose + ", rows=" + java.util.Arrays.toString(rowFrom)
                + ", cols=" + java.util.Arrays.toString(colFrom) + ", relabel=" + java.util.Arrays.toString(relabel) + "]";
    }
}
