package dev.sudokucompare.core.dfs.frame;

import dev.sudokucompare.core.Shape;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who sees whom in a shape: the cells of each unit, the units of each cell, the peers of each
 * cell. Built once per shape and shared (read-only), so a solve call on a big grid does not
 * rebuild thousands of small arrays.
 */
public final class ShapeTopology {

    private static final Map<Shape, ShapeTopology> CACHE = new ConcurrentHashMap<>();

    // Public arrays for speed inside the family's searches; nobody writes them after construction.

    /** {@code units[u]}: the cells of unit u (rows, then columns, then boxes). */
    public final int[][] units;
    /** {@code unitsOfCell[cell]}: its row, column and box unit. */
    public final int[][] unitsOfCell;
    /** {@code peers[cell]}: every other cell sharing a row, column or box with it, once. */
    public final int[][] peers;
    /** {@code rowOf[cell]}, {@code colOf[cell]}, {@code boxOf[cell]}: its row, column and box (0-based). */
    public final int[] rowOf;
    public final int[] colOf;
    public final int[] boxOf;

    private ShapeTopology(Shape shape) {
        int cellCount = shape.cellCount();
        units = new int[shape.unitCount()][];
        for (int u = 0; u < units.length; u++) {
            units[u] = shape.unitCells(u);
        }
        rowOf = new int[cellCount];
        colOf = new int[cellCount];
        boxOf = new int[cellCount];
        unitsOfCell = new int[cellCount][];
        peers = new int[cellCount][];
        boolean[] seen = new boolean[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
            rowOf[cell] = shape.row(cell);
            colOf[cell] = shape.col(cell);
            boxOf[cell] = shape.box(cell);
            unitsOfCell[cell] = shape.unitsOf(cell);
            int[] list = new int[3 * shape.size()];
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
}
