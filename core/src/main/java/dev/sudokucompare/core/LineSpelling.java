package dev.sudokucompare.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The one-line spelling of a grid: N*N symbols row-major, {@code 1-9} then {@code A-Z} for 10..35,
 * and {@code .} for an empty cell ({@code 0 _ - *} also read as one). Reading it and writing it;
 * {@link Grid#toString()} and {@link Grid#parse} are this.
 */
public final class LineSpelling {

    /** The largest value the one-line format can spell. */
    public static final int MAX_VALUE = 35;
    /** Characters read as an empty cell. */
    public static final String BLANKS = ".0_-*";

    private static final String SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** What {@link #parse} reads a Latin-1 character as: 0 blank, -1 no symbol (so is every one past ASCII). */
    private static final byte[] LATIN1_VALUES = latin1Values();
    /** {@link #symbol} of every value 0..{@link #MAX_VALUE}, as ASCII bytes. */
    private static final byte[] LINE_SYMBOLS = lineSymbols();

    private LineSpelling() {
    }

    /**
     * Reads a line: the shape follows from its length (81 -> 9x9, 36 -> 6x6 with 2x3 boxes, 256 ->
     * 16x16 ...), the usual boxes, which suits code and tests. Readers of inputs do not guess: they
     * use {@code core.format.StatedShapes.ofSide}.
     *
     * @throws IllegalArgumentException naming the first problem, for people to read
     */
    public static Grid parse(String line) {
        Shape shape = Shape.forCellCount(line.length()).orElseThrow(() -> new IllegalArgumentException(
                "a line of " + line.length() + " symbols is not a square grid"
                        + " (81 for 9x9, 36 for 6x6, 256 for 16x16, 625 for 25x25)"));
        return parse(line, shape);
    }

    /** Reads a line of a given shape (for boxes other than the usual ones). */
    public static Grid parse(String line, Shape shape) {
        if (line.length() != shape.cellCount()) {
            throw new IllegalArgumentException("a " + shape + " line has " + shape.cellCount()
                    + " symbols, got " + line.length());
        }
        if (shape.size() > MAX_VALUE) {
            throw new IllegalArgumentException("the one-line format spells values up to "
                    + MAX_VALUE + " only, not " + shape);
        }
        Grid grid = parsePlain(line, shape);
        if (grid == null) {
            throw firstUnreadable(line, shape);
        }
        return grid;
    }

    /** The problem of the first character of {@code line} that is no symbol of {@code shape}, for people to read. */
    private static IllegalArgumentException firstUnreadable(String line, Shape shape) {
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            int v = ch < LATIN1_VALUES.length ? LATIN1_VALUES[ch] : -1; // past Latin-1: no symbol
            if (v < 0) {
                return new IllegalArgumentException("unexpected character " + OneLine.quoted(ch)
                        + " at position " + (i + 1) + " (" + shape.describeCell(i) + ")");
            }
            if (v > shape.size()) {
                return new IllegalArgumentException(shape.describeCell(i) + " holds '" + ch + "', which is not a symbol of a "
                        + shape.size() + "x" + shape.size() + " grid, whose symbols are " + symbols(shape.size())
                        + " (blank: . or 0)");
            }
        }
        throw new AssertionError("a line refused by parsePlain has no unreadable character");
    }

    /**
     * The usual line (ASCII symbols, every one a value of the shape) read in one pass over its
     * bytes, turned into values in place; null when some character is not such a symbol, which
     * {@link #firstUnreadable} then names. Two grids a record are read this way (the puzzle and its
     * given solution): the loop per character and the grid's checking copy took ~100 ns of 81 cells.
     */
    private static Grid parsePlain(String line, Shape shape) {
        // A character past Latin-1 becomes '?', which is no symbol: firstUnreadable names the character itself.
        byte[] cells = line.getBytes(StandardCharsets.ISO_8859_1);
        int size = shape.size();
        int outside = 0;
        for (int i = 0; i < cells.length; i++) {
            int v = LATIN1_VALUES[cells[i] & 0xFF];
            // Negative exactly when v is -1 (no symbol) or above the shape's largest value.
            outside |= v | (size - v);
            cells[i] = (byte) v;
        }
        return outside < 0 ? null : Grid.ofChecked(shape, cells);
    }

    /** "1-9", "1-9, A-G": the symbols of values 1..size. */
    static String symbols(int size) {
        return size <= 9 ? "1-" + size : "1-9, A-" + SYMBOLS.charAt(size - 1);
    }

    /** The symbol of a value ({@code '.'} for 0). */
    public static char symbol(int value) {
        if (value < 0 || value > MAX_VALUE) {
            throw new IllegalArgumentException("value " + value + " has no one-line symbol");
        }
        return value == 0 ? '.' : SYMBOLS.charAt(value - 1);
    }

    /** The value of a symbol, 0 for a blank (any of {@link #BLANKS}), -1 if not a symbol at all. */
    public static int valueOf(char symbol) {
        if (BLANKS.indexOf(symbol) >= 0) {
            return 0;
        }
        // ASCII only: toUpperCase maps some other letters onto ASCII ones (dotless i to I, long s to S).
        int index = symbol < 0x80 ? SYMBOLS.indexOf(Character.toUpperCase(symbol)) : -1;
        return index < 0 ? -1 : index + 1;
    }

    /**
     * The grid spelled on one line; a grid larger than 35x35 has no such spelling and is written
     * as comma-separated numbers.
     */
    public static String spell(Grid grid) {
        int cells = grid.shape().cellCount();
        if (grid.size() <= MAX_VALUE) {
            byte[] line = new byte[cells];
            spell(grid, line, 0);
            return new String(line, StandardCharsets.ISO_8859_1);
        }
        StringBuilder sb = new StringBuilder(4 * cells);
        for (int i = 0; i < cells; i++) {
            sb.append(i == 0 ? "" : ",").append(grid.get(i));
        }
        return sb.toString();
    }

    /**
     * Writes the grid's symbols, one ASCII byte per cell, into {@code target} from {@code offset}:
     * what {@link #spell(Grid)} spells, for a writer that formats bytes without a string per grid
     * (results.csv spells two or three grids per row).
     *
     * @throws IllegalStateException when the grid is larger than 35x35 and has no one-line spelling
     */
    public static void spell(Grid grid, byte[] target, int offset) {
        if (grid.size() > MAX_VALUE) {
            throw new IllegalStateException("a " + grid.shape() + " grid has no one-line spelling");
        }
        int cells = grid.shape().cellCount();
        grid.copyTo(target, offset);
        // Eight cells at a time, in place: a table lookup per cell took ~60 ns for 81 cells, this a quarter of it.
        int i = 0;
        for (; i + Long.BYTES <= cells; i += Long.BYTES) {
            EIGHT_CELLS.set(target, offset + i, eightSymbols((long) EIGHT_CELLS.get(target, offset + i)));
        }
        for (; i < cells; i++) {
            target[offset + i] = LINE_SYMBOLS[target[offset + i]];
        }
    }

    /**
     * {@link #symbol} of eight values 0..{@link #MAX_VALUE}, one per byte: '0' + v, seven more
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

    private static byte[] latin1Values() {
        byte[] values = new byte[256];
        for (char ch = 0; ch < values.length; ch++) {
            values[ch] = (byte) (BLANKS.indexOf(ch) >= 0 ? 0 : valueOf(ch));
        }
        return values;
    }

    private static byte[] lineSymbols() {
        byte[] symbols = new byte[MAX_VALUE + 1];
        for (int v = 0; v <= MAX_VALUE; v++) {
            symbols[v] = (byte) symbol(v);
        }
        return symbols;
    }
}
