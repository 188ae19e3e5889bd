package dev.sudokucompare.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * An immutable grid of values 1..N, 0 for an empty cell. Ordered lexicographically, row-major,
 * which is the order BOJ 2239 asks for. {@link #toString()} is the one-line format.
 */
public final class Grid implements Comparable<Grid> {

    private static final String SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

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

    public static Grid empty(Shape shape) {
        return new Grid(shape, new byte[shape.cellCount()]);
    }

    /** Characters read as an empty cell in the one-line format. */
    public static final String BLANKS = ".0_-*";

    /**
     * Parses the one-line format: N*N symbols, {@code 1-9} then {@code A-Z} for 10..35, and
     * {@code .} or {@code 0} (also {@code _ - *}) for an empty cell. The shape follows from the
     * length (81 -> 9x9, 36 -> 6x6 with 2x3 boxes, 256 -> 16x16 ...): the usual boxes, which
     * suits code and tests. Readers of inputs do not guess: they use {@link Shape#forSideRead}.
     *
     * @throws IllegalArgumentException naming the first problem, for people to read
     */
    public static Grid parse(String line) {
        Shape shape = Shape.forCellCount(line.length()).orElseThrow(() -> new IllegalArgumentException(
                "a line of " + line.length() + " symbols is not a square grid"
                        + " (81 for 9x9, 36 for 6x6, 256 for 16x16, 625 for 25x25)"));
        return parse(line, shape);
    }

    /** Parses the one-line format for a given shape (for boxes other than the usual ones). */
    public static Grid parse(String line, Shape shape) {
        if (line.length() != shape.cellCount()) {
            throw new IllegalArgumentException("a " + shape + " line has " + shape.cellCount()
                    + " symbols, got " + line.length());
        }
        if (shape.size() > MAX_LINE_VALUE) {
            throw new IllegalArgumentException("the one-line format spells values up to "
                    + MAX_LINE_VALUE + " only, not " + shape);
        }
        byte[] cells = new byte[line.length()];
        for (int i = 0; i < cells.length; i++) {
            char ch = line.charAt(i);
            int v = ch < ASCII_VALUES.length ? ASCII_VALUES[ch] : BLANKS.indexOf(ch) >= 0 ? 0 : valueOf(ch);
            if (v < 0) {
                throw new IllegalArgumentException("unexpected character " + printable(ch)
                        + " at position " + (i + 1) + " (" + shape.describeCell(i) + ")");
            }
            if (v > shape.size()) {
                throw new IllegalArgumentException(shape.describeCell(i) + " holds '" + ch + "', which is not a symbol of a "
                        + shape.size() + "x" + shape.size() + " grid, whose symbols are " + symbols(shape.size())
                        + " (blank: . or 0)");
            }
            cells[i] = (byte) v;
        }
        return new Grid(shape, cells);
    }

    /** "1-9", "1-9, A-G": the symbols of values 1..size in the one-line format. */
    static String symbols(int size) {
        return size <= 9 ? "1-" + size : "1-9, A-" + SYMBOLS.charAt(size - 1);
    }

    /**
     * A character from an input as a message shows it: {@code 'x'} when it is printable ASCII,
     * else its code, {@code U+001B}. So no escape sequence, line break or bidi override of a
     * hostile file reaches a terminal through an error message.
     */
    public static String printable(char ch) {
        return ch >= 0x20 && ch < 0x7f ? "'" + ch + "'" : String.format(Locale.ROOT, "U+%04X", (int) ch);
    }

    /** Text from an input, quoted, with every character but printable ASCII shown as {@code <U+001B>}. */
    public static String printable(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('\'');
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch >= 0x20 && ch < 0x7f) {
                sb.append(ch);
            } else {
                sb.append(String.format(Locale.ROOT, "<U+%04X>", (int) ch));
            }
        }
        return sb.append('\'').toString();
    }

    /** The largest value the one-line format can spell. */
    public static final int MAX_LINE_VALUE = 35;

    /** What {@link #parse} reads an ASCII character as (0 blank, -1 not a symbol), looked up once per cell. */
    private static final byte[] ASCII_VALUES = asciiValues();

    private static byte[] asciiValues() {
        byte[] values = new byte[128];
        for (char ch = 0; ch < values.length; ch++) {
            values[ch] = (byte) (BLANKS.indexOf(ch) >= 0 ? 0 : valueOf(ch));
        }
        return values;
    }

    /** The symbol of a value in the one-line format ({@code '.'} for 0). */
    public static char symbol(int value) {
        if (value < 0 || value > MAX_LINE_VALUE) {
            throw new IllegalArgumentException("value " + value + " has no one-line symbol");
        }
        return value == 0 ? '.' : SYMBOLS.charAt(value - 1);
    }

    /** The value of a one-line symbol, 0 for a blank (any of {@link #BLANKS}), -1 if not a symbol at all. */
    public static int valueOf(char symbol) {
        if (BLANKS.indexOf(symbol) >= 0) {
            return 0;
        }
        // ASCII only: toUpperCase maps some other letters onto ASCII ones (dotless i to I, long s to S).
        int index = symbol < 0x80 ? SYMBOLS.indexOf(Character.toUpperCase(symbol)) : -1;
        return index < 0 ? -1 : index + 1;
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

    /**
     * The one-line format: {@code 1-9A-Z} for values, {@code .} for empty cells. Grids larger
     * than 35x35 have no such spelling and are written as comma-separated numbers.
     */
    @Override
    public String toString() {
        if (shape.size() <= MAX_LINE_VALUE) {
            byte[] line = new byte[cells.length];
            spellLine(line, 0);
            return new String(line, StandardCharsets.ISO_8859_1);
        }
        StringBuilder sb = new StringBuilder(4 * cells.length);
        for (int i = 0; i < cells.length; i++) {
            sb.append(i == 0 ? "" : ",").append(cells[i]);
        }
        return sb.toString();
    }

    /**
     * Writes the one-line format's symbols, one ASCII byte per cell, into {@code target} from
     * {@code offset}: what {@link #toString()} spells, for a writer that formats bytes without a
     * string per grid (results.csv spells two or three grids per row).
     *
     * @throws IllegalStateException when the grid is larger than 35x35 and has no one-line spelling
     */
    public void spellLine(byte[] target, int offset) {
        if (shape.size() > MAX_LINE_VALUE) {
            throw new IllegalStateException("a " + shape + " grid has no one-line spelling");
        }
        // Eight cells at a time: a table lookup per cell took ~60 ns for 81 cells, this a quarter of it.
        int i = 0;
        for (; i + Long.BYTES <= cells.length; i += Long.BYTES) {
            EIGHT_CELLS.set(target, offset + i, eightSymbols((long) EIGHT_CELLS.get(cells, i)));
        }
        for (; i < cells.length; i++) {
            target[offset + i] = LINE_SYMBOLS[cells[i]];
        }
    }

    /**
     * {@link #symbol} of eight values 0..{@link #MAX_LINE_VALUE}, one per byte: '0' + v, seven more
     * past 9 (to 'A'), '.' for 0. No byte can carry into the next: values are at most 35, and
     * 35 + 0x76 and 35 + '0' + 7 stay below 0x100.
     */
    static long eightSymbols(long values) {
        long lowBits = 0x7F7F7F7F7F7F7F7FL;
        long highBits = 0x8080808080808080L;
        // High bit of a byte: its value is 10 or more / its value is 1 or more.
        long aboveNine = (values + 0x7676767676767676L) & highBits;
        long nonZero = (values + lowBits) & highBits;
        return values + 0x3030303030303030L + 7 * (aboveNine >>> 7) - 2 * ((~nonZero & highBits) >>> 7);
    }

    /** {@link #symbol} of every value 0..{@link #MAX_LINE_VALUE}, as ASCII bytes. */
    private static final byte[] LINE_SYMBOLS = lineSymbols();

    private static byte[] lineSymbols() {
        byte[] symbols = new byte[MAX_LINE_VALUE + 1];
        for (int v = 0; v <= MAX_LINE_VALUE; v++) {
            symbols[v] = (byte) symbol(v);
        }
        return symbols;
    }
}
