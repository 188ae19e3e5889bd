package dev.sudokucompare.core;

import java.util.Arrays;
import java.util.Random;

/**
 * A transformation that maps every puzzle of a shape to an equivalent one: optionally transpose
 * (square boxes only), permute the bands and the rows within each, the stacks and the columns
 * within each, and relabel the values. Rows, columns and boxes stay rows, columns and boxes, so
 * the count of solutions and whether there is one are kept, and a solution maps to a solution
 * of the image. The smallest completion is not kept (the order of grids changes): a relabelled
 * puzzle's lexmin answer is for a judge to check, not something assumed. Used by the tests'
 * metamorphic checks and by {@code fuzz}.
 */
public record Symmetry(Shape shape, boolean transpose, int[] rowFrom, int[] colFrom, int[] relabel) {

    public Symmetry {
        int n = shape.size();
        if (rowFrom.length != n || colFrom.length != n || relabel.length != n + 1 || relabel[0] != 0) {
            throw new IllegalArgumentException("not a symmetry of " + shape);
        }
        if (transpose && shape.boxRows() != shape.boxCols()) {
            throw new IllegalArgumentException("transposing " + shape + " would change its boxes");
        }
        rowFrom = rowFrom.clone();
        colFrom = colFrom.clone();
        relabel = relabel.clone();
    }

    /**
     * A random symmetry of {@code shape}: values, then transposition (half the time, where boxes
     * are square), bands and rows, stacks and columns, drawn in that order.
     */
    public static Symmetry random(Shape shape, Random random) {
        int[] labels = randomLabels(shape.size(), random);
        boolean transpose = shape.boxRows() == shape.boxCols() && random.nextBoolean();
        return new Symmetry(shape, transpose, lines(shape.size(), shape.boxRows(), random),
                lines(shape.size(), shape.boxCols(), random), labels);
    }

    /** The values relabelled at random, every cell where it was. */
    public static Symmetry relabelling(Shape shape, Random random) {
        return new Symmetry(shape, false, identity(shape.size()), identity(shape.size()),
                randomLabels(shape.size(), random));
    }

    /** True when only the values change. */
    public boolean relabelsOnly() {
        return !transpose && Arrays.equals(rowFrom, identity(rowFrom.length))
                && Arrays.equals(colFrom, identity(colFrom.length));
    }

    public Grid apply(Grid grid) {
        if (!grid.shape().equals(shape)) {
            throw new IllegalArgumentException("a symmetry of " + shape + " applied to " + grid.shape());
        }
        int n = shape.size();
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = transpose ? grid.get(colFrom[c], rowFrom[r]) : grid.get(rowFrom[r], colFrom[c]);
                out[r * n + c] = relabel[v];
            }
        }
        return Grid.of(shape, out);
    }

    /** Where the value of {@code cell} ends up in {@link #apply}'s result. */
    public int imageOf(int cell) {
        int r = shape.row(cell);
        int c = shape.col(cell);
        int[] rowInv = invert(rowFrom);
        int[] colInv = invert(colFrom);
        return transpose ? shape.cell(rowInv[c], colInv[r]) : shape.cell(rowInv[r], colInv[c]);
    }

    /** The transformation that undoes this one. */
    public Symmetry inverse() {
        int n = shape.size();
        int[] rowInv = invert(rowFrom);
        int[] colInv = invert(colFrom);
        int[] labelInv = invert(relabel);
        // out(r, c) = in(rowFrom[r], colFrom[c]) (transposed: in(colFrom[c], rowFrom[r])); undone by the
        // inverse permutations, which swap roles when transposed.
        return transpose ? new Symmetry(shape, true, colInv, rowInv, labelInv)
                : new Symmetry(shape, false, rowInv, colInv, labelInv);
    }

    /** "t=1;r=0,2,1,...;c=...;v=0,3,1,..." : what {@link #parse} reads back. */
    public String spec() {
        return "t=" + (transpose ? 1 : 0) + ";r=" + join(rowFrom) + ";c=" + join(colFrom) + ";v=" + join(relabel);
    }

    /** @throws IllegalArgumentException when {@code spec} is not a symmetry of {@code shape} */
    public static Symmetry parse(String spec, Shape shape) {
        String[] parts = spec.split(";");
        if (parts.length != 4 || !parts[0].startsWith("t=") || !parts[1].startsWith("r=") || !parts[2].startsWith("c=")
                || !parts[3].startsWith("v=")) {
            throw new IllegalArgumentException("not a symmetry: " + spec);
        }
        int[] rows = ints(parts[1].substring(2));
        int[] cols = ints(parts[2].substring(2));
        int[] values = ints(parts[3].substring(2));
        checkPermutation(rows, shape.size());
        checkPermutation(cols, shape.size());
        checkPermutation(values, shape.size() + 1);
        Symmetry s = new Symmetry(shape, parts[0].equals("t=1"), rows, cols, values);
        if (!keepsUnits(s)) {
            throw new IllegalArgumentException("not a symmetry of " + shape.boxSpec() + " boxes: " + spec);
        }
        return s;
    }

    /** True when every band's rows stay together and every stack's columns. */
    private static boolean keepsUnits(Symmetry s) {
        return groupsKept(s.rowFrom, s.shape.boxRows()) && groupsKept(s.colFrom, s.shape.boxCols());
    }

    private static boolean groupsKept(int[] from, int group) {
        for (int i = 0; i < from.length; i++) {
            if (from[i] / group != from[i - i % group] / group) {
                return false;
            }
        }
        return true;
    }

    private static void checkPermutation(int[] p, int size) {
        boolean[] seen = new boolean[size];
        if (p.length != size) {
            throw new IllegalArgumentException("a permutation of " + size + " has " + size + " entries, not " + p.length);
        }
        for (int v : p) {
            if (v < 0 || v >= size || seen[v]) {
                throw new IllegalArgumentException("not a permutation: " + join(p));
            }
            seen[v] = true;
        }
    }

    /** New line i is old line result[i]: groups of {@code group} lines shuffled, and the lines within each. */
    private static int[] lines(int n, int group, Random random) {
        int[] groups = shuffled(n / group, random);
        int[] from = new int[n];
        int i = 0;
        for (int g : groups) {
            for (int within : shuffled(group, random)) {
                from[i++] = g * group + within;
            }
        }
        return from;
    }

    private static int[] randomLabels(int n, Random random) {
        int[] values = shuffled(n, random);
        int[] labels = new int[n + 1];
        for (int v = 1; v <= n; v++) {
            labels[v] = values[v - 1] + 1;
        }
        return labels;
    }

    private static int[] shuffled(int count, Random random) {
        int[] order = identity(count);
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    private static int[] identity(int n) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        return p;
    }

    private static int[] invert(int[] p) {
        int[] inv = new int[p.length];
        for (int i = 0; i < p.length; i++) {
            inv[p[i]] = i;
        }
        return inv;
    }

    private static String join(int[] values) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            s.append(i == 0 ? "" : ",").append(values[i]);
        }
        return s.toString();
    }

    private static int[] ints(String text) {
        try {
            return Arrays.stream(text.split(",")).mapToInt(t -> Integer.parseInt(t.strip())).toArray();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a list of numbers: " + text);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Symmetry s && shape.equals(s.shape) && transpose == s.transpose
                && Arrays.equals(rowFrom, s.rowFrom) && Arrays.equals(colFrom, s.colFrom) && Arrays.equals(relabel, s.relabel);
    }

    @Override
    public int hashCode() {
        return spec().hashCode();
    }

    @Override
    public String toString() {
        return (relabelsOnly() ? "relabelling " : "symmetry ") + spec();
    }
}
