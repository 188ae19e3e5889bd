package dev.sudokucompare.core;

import java.util.ArrayList;
import java.util.List;
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
        int n = sideOf(cellCount);
        return n < 0 ? Optional.empty() : Optional.of(forSize(n));
    }

    /** N when {@code cellCount} is N*N for a side 1..{@link #MAX_SIZE}, else -1. */
    public static int sideOf(int cellCount) {
        int n = (int) Math.round(Math.sqrt(cellCount));
        return n < 1 || n > MAX_SIZE || n * n != cellCount ? -1 : n;
    }

    /**
     * True when a grid of side N may have boxes of more than one shape, so that a reader must be
     * told which: N is not a square and has a factor pair r x c with 2 <= r < c (6: 2x3 or 3x2;
     * 12: 3x4, 4x3, 2x6 or 6x2). A square side has square boxes by convention, and a prime side
     * only boxes that are whole rows or columns (a Latin square either way).
     */
    public static boolean isAmbiguousSide(int n) {
        int root = (int) Math.sqrt(n);
        if (root * root == n) {
            return false;
        }
        for (int r = 2; r * r < n; r++) {
            if (n % r == 0) {
                return true;
            }
        }
        return false;
    }

    /** "2x3 or 3x2", "3x4, 4x3, 2x6 or 6x2": the boxes a side allows, most nearly square first. */
    public static String boxChoices(int n) {
        List<String> choices = new ArrayList<>();
        for (int r = (int) Math.sqrt(n); r >= 2; r--) {
            if (n % r == 0) {
                choices.add(r + "x" + n / r);
                choices.add(n / r + "x" + r);
            }
        }
        return String.join(", ", choices.subList(0, choices.size() - 1)) + " or " + choices.get(choices.size() - 1);
    }

    /**
     * Parses a box as {@code --shape} and {@code # shape} lines state it: {@code RxC} is always a
     * box of R rows and C columns ({@code 3x2}: a 6x6 grid of boxes 3 high, 2 wide; {@code 4x4}: a
     * 16x16 grid). A bare side ({@code 9}, {@code 16}) is taken only where it allows one box shape:
     * where it allows two the choices are named, since stating the box is the point.
     */
    public static Shape parseBox(String spec) {
        String s = spec.trim().toLowerCase(Locale.ROOT);
        int x = s.indexOf('x');
        try {
            if (x < 0) {
                int side = Integer.parseInt(s);
                if (isAmbiguousSide(side)) {
                    throw new IllegalArgumentException("a " + side + "x" + side + " grid may have " + boxChoices(side)
                            + " boxes: give the box, e.g. " + forSize(side).boxSpec());
                }
                return forSize(side);
            }
            int rows = Integer.parseInt(s.substring(0, x).trim());
            int cols = Integer.parseInt(s.substring(x + 1).trim());
            if (rows >= 1 && cols >= 1 && (long) rows * cols > MAX_SIZE && rows == cols) {
                throw new IllegalArgumentException("'" + spec.trim() + "' is a box of " + rows + "x" + cols
                        + " cells, a grid past the largest (" + MAX_SIZE + "x" + MAX_SIZE + "); a box is rows x columns"
                        + (!isAmbiguousSide(rows) ? " (a " + rows + "x" + rows
                                + " grid has " + forSize(rows).boxSpec() + " boxes)" : ""));
            }
            return of(rows, cols);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a box: '" + spec.trim() + "' (give rows x columns, such as 2x3)");
        }
    }

    /** "2x3": the box as {@code --shape} takes it. */
    public String boxSpec() {
        return boxRows + "x" + boxCols;
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
