package dev.sudokucompare.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable grid of values 1..N, 0 for an empty cell. Ordered lexicographically, row-major,
 * which is the order BOJ 2239 asks for. {@link #toString()} is the one-line format; reading and
 * writing grids is {@code core.format}'s.
 */
public final class Grid implements Comparable<Grid> {

    private final Shape shape;
    private final byte[] cells;
    /** 0 until first asked (as String does): the judge hashes every answer, often twice. */
    private int hash;
    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** An odd constant with well-spread bits (2^64 / golden ratio): the multiply mixes each step. */
    private static final long MIX = 0x9E3779B97F4A7C15L;

    private Grid(Shape shape, byte[] cells) {
        this.shape = shape;
        this.cells = cells;
    }

    /** A grid from row-major values; each must be 0..N. The array is copied. */
    public static Grid of(Shape shape, int[] values) {
        if (values.length != shape.cellCount()) {
            throw new IllegalArgumentException("a " + shape + " grid has " + shape.cellCount()
                    + " cells, got " + values.length);
        }
        byte[] cells = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            int v = values[i];
            if (v < 0 || v > shape.size()) {
                throw new IllegalArgumentException("value " + v + " at " + shape.describeCell(i)
                        + " is outside 0.." + shape.size());
            }
            cells[i] = (byte) v;
        }
        return new Grid(shape, cells);
    }

    /** A grid from row-major values, one byte each; each must be 0..N. The array is copied. */
    public static Grid of(Shape shape, byte[] values) {
        if (values.length != shape.cellCount()) {
            throw new IllegalArgumentException("a " + shape + " grid has " + shape.cellCount()
                    + " cells, got " + values.length);
        }
        byte[] cells = values.clone();
        int size = shape.size();
        // Negative exactly when some value is below 0 or above N; one test for the whole grid.
        int outside = 0;
        for (byte v : cells) {
            outside |= v | (size - v);
        }
        if (outside < 0) {
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] < 0 || cells[i] > size) {
                    throw new IllegalArgumentException("value " + cells[i] + " at " + shape.describeCell(i)
                            + " is outside 0.." + size);
                }
            }
        }
        return new Grid(shape, cells);
    }

    /** A grid of {@code cells}, which the caller has checked (each 0..N) and hands over: not copied. */
    static Grid ofChecked(Shape shape, byte[] cells) {
        return new Grid(shape, cells);
    }

    public static Grid empty(Shape shape) {
        return new Grid(shape, new byte[shape.cellCount()]);
    }

    /**
     * Reads the one-line format ({@link LineSpelling}); the shape follows from the length, with the
     * usual boxes.
     *
     * @throws IllegalArgumentException naming the first problem, for people to read
     */
    public static Grid parse(String line) {
        return LineSpelling.parse(line);
    }

    /** Reads the one-line format for a given shape (for boxes other than the usual ones). */
    public static Grid parse(String line, Shape shape) {
        return LineSpelling.parse(line, shape);
    }

    public Shape shape() {
        return shape;
    }

    public int size() {
        return shape.size();
    }

    public int get(int cell) {
        return cells[cell];
    }

    /** The values row-major, not copied: for this package's loops, which must not write to it. */
    byte[] cellsShared() {
        return cells;
    }

    public int get(int row, int col) {
        return cells[shape.cell(row, col)];
    }

    /** A copy of the row-major values. */
    public int[] toArray() {
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = cells[i];
        }
        return values;
    }

    /**
     * Copies the row-major values, one byte each, into {@code target} from {@code offset}: for
     * solvers that read several cells at once from an array of their own.
     */
    public void copyTo(byte[] target, int offset) {
        System.arraycopy(cells, 0, target, offset, cells.length);
    }

    /** A new grid with {@code cell} set to {@code value}. */
    public Grid with(int cell, int value) {
        if (value < 0 || value > shape.size()) {
            throw new IllegalArgumentException("value " + value + " outside 0.." + shape.size());
        }
        byte[] copy = cells.clone();
        copy[cell] = (byte) value;
        return new Grid(shape, copy);
    }

    public int givenCount() {
        int count = 0;
        for (byte b : cells) {
            if (b != 0) {
                count++;
            }
        }
        return count;
    }

    public boolean isComplete() {
        return givenCount() == cells.length;
    }

    /** Every pair of equal values in one unit, one entry per repeated value per unit. */
    public List<Conflict> conflicts() {
        if (!repeatsAValue()) {
            return List.of();
        }
        List<Conflict> found = new ArrayList<>();
        int n = shape.size();
        int[] firstSeen = new int[n + 1];
        boolean[] reported = new boolean[n + 1];
        for (int u = 0; u < shape.unitCount(); u++) {
            Arrays.fill(firstSeen, -1);
            Arrays.fill(reported, false);
            for (int cell : shape.unitCellsShared(u)) {
                int v = cells[cell];
                if (v == 0) {
                    continue;
                }
                if (firstSeen[v] < 0) {
                    firstSeen[v] = cell;
                } else if (!reported[v]) {
                    reported[v] = true;
                    found.add(new Conflict(shape, u, v, firstSeen[v], cell));
                }
            }
        }
        return found;
    }

    /** Whether some unit holds a value twice: one bit per value (N is at most 64), no allocation. */
    private boolean repeatsAValue() {
        for (int u = 0; u < shape.unitCount(); u++) {
            long seen = 0;
            for (int cell : shape.unitCellsShared(u)) {
                int v = cells[cell];
                long bit = v == 0 ? 0 : 1L << (v - 1);
                if ((seen & bit) != 0) {
                    return true;
                }
                seen |= bit;
            }
        }
        return false;
    }

    /** Row-major comparison of values; grids of different shapes compare by size first. */
    @Override
    public int compareTo(Grid other) {
        if (cells.length != other.cells.length) {
            return Integer.compare(cells.length, other.cells.length);
        }
        return Arrays.compare(cells, other.cells);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid other && shape.equals(other.shape) && Arrays.equals(cells, other.cells);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            // Eight cells at a time: Arrays.hashCode's one multiply per cell, in a chain, took
            // ~100 ns for 81 cells, and the judge hashes two or three new grids per record.
            long x = shape.hashCode();
            int i = 0;
            for (; i + Long.BYTES <= cells.length; i += Long.BYTES) {
                x = (x ^ (long) EIGHT_CELLS.get(cells, i)) * MIX;
            }
            for (; i < cells.length; i++) {
                x = (x ^ cells[i]) * MIX;
            }
            h = (int) (x ^ x >>> 32);
            hash = h;
        }
        return h;
    }

    /** The one-line format ({@link LineSpelling#spell(Grid)}): {@code 1-9A-Z} for values, {@code .} for empty cells. */
    @Override
    public String toString() {
        return LineSpelling.spell(this);
    }
}
