package dev.sudokucompare.core.dfs.frame;

import dev.sudokucompare.core.Shape;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who sees whom in a shape: the cells of each unit, the units of each cell, the peers of each
 * cell, and where rows and columns cross boxes. Built once per shape and shared (read-only), so
 * a solve call on a big grid does not rebuild thousands of small arrays.
 */
public final class ShapeTopology {

    private static final Map<Shape, ShapeTopology> CACHE = new ConcurrentHashMap<>();

    // Public arrays for speed inside the family's searches; nobody writes them after construction.

    public final int size;
    public final int boxRows;
    public final int boxCols;
    /** {@code units[u]}: the cells of unit u (rows, then columns, then boxes). */
    public final int[][] units;
    /** {@code unitsOfCell[cell]}: its row, column and box unit. */
    public final int[][] unitsOfCell;
    /** {@link #unitsOfCell} flattened: cell c's row, column and box unit at {@code [3c .. 3c + 2]}. */
    public final int[] unitOf;
    /**
     * {@code peers[cell]}: every other cell sharing a row, column or box with it, once: the
     * {@code size - 1} of its row, then the {@code size - 1} of its column, then the rest of its
     * box (the fast search relies on that order).
     */
    public final int[][] peers;
    /** {@code band[cell]}: the cell's band (boxRows rows); {@code stack[cell]}: its stack. */
    /** {@code rowOf[cell]}, {@code colOf[cell]}, {@code boxOf[cell]}: its row, column and box (0-based). */
    public final int[] rowOf;
    public final int[] colOf;
    public final int[] boxOf;
    public final int[] band;
    public final int[] stack;
    /**
     * {@code rowSegments[r][j]}: the cells of row r inside the j-th box of its band (boxCols
     * cells); {@code columnSegments[c][i]}: the cells of column c inside the i-th box of its
     * stack (boxRows cells).
     */
    public final int[][][] rowSegments;
    public final int[][][] columnSegments;

    ShapeTopology(Shape shape) {
        size = shape.size();
        boxRows = shape.boxRows();
        boxCols = shape.boxCols();
        int cellCount = shape.cellCount();
        units = new int[shape.unitCount()][];
        for (int u = 0; u < units.length; u++) {
            units[u] = shape.unitCells(u);
        }
        unitsOfCell = new int[cellCount][];
        unitOf = new int[3 * cellCount];
        peers = new int[cellCount][];
        rowOf = new int[cellCount];
        colOf = new int[cellCount];
        boxOf = new int[cellCount];
        band = new int[cellCount];
        stack = new int[cellCount];
        rowSegments = new int[size][size / boxCols][boxCols];
        columnSegments = new int[size][size / boxRows][boxRows];
        boolean[] seen = new boolean[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            int row = shape.row(cell);
            int col = shape.col(cell);
            rowOf[cell] = row;
            colOf[cell] = col;
            boxOf[cell] = shape.box(cell);
            band[cell] = row / boxRows;
            stack[cell] = col / boxCols;
            rowSegments[row][col / boxCols][col % boxCols] = cell;
            columnSegments[col][row / boxRows][row % boxRows] = cell;
            unitsOfCell[cell] = shape.unitsOf(cell);
            System.arraycopy(unitsOfCell[cell], 0, unitOf, 3 * cell, 3);
            int[] list = new int[3 * size];
            int count = 0;
            for (int u : unitsOfCell[cell]) {
                for (int other : units[u]) {
                    if (other != cell && !seen[other]) {
                        seen[other] = true;
                        list[count++] = other;
                    }
                }
            }
            peers[cell] = Arrays.copyOf(list, count);
            for (int other : peers[cell]) {
                seen[other] = false;
            }
        }
    }

    /** The shape's topology, built on first use and shared by every call after. */
    public static ShapeTopology of(Shape shape) {
        return CACHE.computeIfAbsent(shape, ShapeTopology::new);
    }

    /** The empty cells (value 0) of row-major {@code cells}, in row-major order: the ladder's search order. */
    public static int[] empties(int[] cells) {
        int count = 0;
        for (int v : cells) {
            if (v == 0) {
                count++;
            }
        }
        int[] empties = new int[count];
        for (int cell = 0, k = 0; k < count; cell++) {
            if (cells[cell] == 0) {
                empties[k++] = cell;
            }
        }
        return empties;
    }

    public int cellCount() {
        return size * size;
    }

    public int bands() {
        return size / boxRows;
    }

    public int stacks() {
        return size / boxCols;
    }
}
