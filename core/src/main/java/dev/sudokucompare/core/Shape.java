package dev.sudokucompare.core;

import java.util.Locale;
import java.util.Optional;

/**
 * The geometry of a puzzle: boxes of {@code boxRows x boxCols} cells, so a grid of
 * {@code N = boxRows * boxCols} rows, columns and values. Cells are numbered row-major 0..N*N-1.
 * Units are numbered rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.
 */
public final class Shape {

    /** Values are kept in the bits of a {@code long} by the solvers, so N is capped at 64. */
    public static final int MAX_SIZE = 64;

    public static final Shape CLASSIC = new Shape(3, 3);

    private final int boxRows;
    private final int boxCols;
    private final int size;
    private final int[][] units;
    private final int[][] unitsOfCell;
    /** {@link #unitsOfCell} flattened: the units of cell c at {@code [3c .. 3c + 2]}. */
    private final int[] unitsOfCellFlat;

    private Shape(int boxRows, int boxCols) {
        this.boxRows = boxRows;
        this.boxCols = boxCols;
        this.size = boxRows * boxCols;
        this.units = buildUnits();
        this.unitsOfCell = buildUnitsOfCell();
        this.unitsOfCellFlat = new int[3 * size * size];
        for (int cell = 0; cell < size * size; cell++) {
            System.arraycopy(unitsOfCell[cell], 0, unitsOfCellFlat, 3 * cell, 3);
        }
    }

    /** A shape with boxes of {@code boxRows x boxCols}; both at least 1, N at most {@link #MAX_SIZE}. */
    public static Shape of(int boxRows, int boxCols) {
        if (boxRows < 1 || boxCols < 1 || (long) boxRows * boxCols > MAX_SIZE) {
            throw new IllegalArgumentException("box must be at least 1x1 and hold at most "
                    + MAX_SIZE + " cells, got " + boxRows + "x" + boxCols);
        }
        return boxRows == 3 && boxCols == 3 ? CLASSIC : new Shape(boxRows, boxCols);
    }

    /**
     * The usual shape for side N: square boxes when N is a square, otherwise the most nearly
     * square rectangle with fewer rows than columns (6 -> 2x3, 8 -> 2x4, 12 -> 3x4).
     */
    public static Shape forSize(int n) {
        if (n < 1 || n > MAX_SIZE) {
            throw new IllegalArgumentException("size must be 1.." + MAX_SIZE + ", got " + n);
        }
        int rows = (int) Math.sqrt(n);
        while (n % rows != 0) {
            rows--;
        }
        return of(rows, n / rows);
    }

    /** The shape whose grid has {@code cellCount} cells, if that count is a square. */
    public static Optional<Shape> forCellCount(int cellCount) {
        int n = (int) Math.round(Math.sqrt(cellCount));
        if (n < 1 || n > MAX_SIZE || n * n != cellCount) {
            return Optional.empty();
        }
        return Optional.of(forSize(n));
    }

    /**
     * Parses a size the way people write it: {@code 9} or {@code 16} (a side, usual boxes);
     * {@code 2x3} (a box of rows x columns, so a 6x6 grid); {@code 9x9} or {@code 4x4} (a side
     * again). {@code AxA} names a box only where a grid of side A would have no real boxes
     * (A prime): {@code 3x3} is the 9x9 grid's box, {@code 5x5} the 25x25 grid's.
     */
    public static Shape parse(String spec) {
        String s = spec.trim().toLowerCase(Locale.ROOT);
        try {
            int x = s.indexOf('x');
            if (x < 0) {
                return forSize(Integer.parseInt(s));
            }
            int a = Integer.parseInt(s.substring(0, x));
            int b = Integer.parseInt(s.substring(x + 1));
            if (a == b && a >= 1 && a <= MAX_SIZE && forSize(a).boxRows() > 1) {
                return forSize(a);
            }
            return of(a, b);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a shape: '" + spec
                    + "' (use a side such as 9 or 16, or a box such as 2x3)");
        }
    }

    public int boxRows() {
        return boxRows;
    }

    public int boxCols() {
        return boxCols;
    }

    /** N: the side of the grid and the largest value. */
    public int size() {
        return size;
    }

    public int cellCount() {
        return size * size;
    }

    public int row(int cell) {
        return cell / size;
    }

    public int col(int cell) {
        return cell % size;
    }

    public int box(int cell) {
        return boxOf(row(cell), col(cell));
    }

    public int boxOf(int row, int col) {
        return (row / boxRows) * boxRows + col / boxCols;
    }

    public int cell(int row, int col) {
        return row * size + col;
    }

    /** Number of units: N rows, N columns, N boxes. */
    public int unitCount() {
        return 3 * size;
    }

    /** The cells of unit {@code u}, in row-major order (a fresh copy). */
    public int[] unitCells(int u) {
        return units[u].clone();
    }

    /** The cells of unit {@code u}, not copied: for this package's loops, which must not write to it. */
    int[] unitCellsShared(int u) {
        return units[u];
    }

    /** The row, column and box unit of cell c at {@code [3c .. 3c + 2]}, not copied: never change it. */
    int[] unitsOfCellsShared() {
        return unitsOfCellFlat;
    }

    /** The three units (row, column, box) holding {@code cell} (a fresh copy). */
    public int[] unitsOf(int cell) {
        return unitsOfCell[cell].clone();
    }

    public UnitKind unitKind(int u) {
        return UnitKind.values()[u / size];
    }

    /** "row 3", "column 7", "box 5" (1-based, as people count). */
    public String describeUnit(int u) {
        return unitKind(u).label() + " " + (u % size + 1);
    }

    /** "r3c7" (1-based). */
    public String describeCell(int cell) {
        return "r" + (row(cell) + 1) + "c" + (col(cell) + 1);
    }

    private int[][] buildUnits() {
        int[][] result = new int[3 * size][size];
        for (int cell = 0; cell < size * size; cell++) {
            int r = row(cell);
            int c = col(cell);
            int b = boxOf(r, c);
            int inBox = (r % boxRows) * boxCols + c % boxCols;
            result[r][c] = cell;
            result[size + c][r] = cell;
            result[2 * size + b][inBox] = cell;
        }
        return result;
    }

    private int[][] buildUnitsOfCell() {
        int[][] result = new int[size * size][];
        for (int cell = 0; cell < size * size; cell++) {
            result[cell] = new int[] {row(cell), size + col(cell), 2 * size + box(cell)};
        }
        return result;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Shape other && other.boxRows == boxRows && other.boxCols == boxCols;
    }

    @Override
    public int hashCode() {
        return 31 * boxRows + boxCols;
    }

    /** "9x9 (3x3 boxes)". */
    @Override
    public String toString() {
        return size + "x" + size + " (" + boxRows + "x" + boxCols + " boxes)";
    }
}
