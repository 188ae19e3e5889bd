package dev.sudokucompare.core.dfs;

import dev.sudokucompare.core.Shape;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Who sees whom in a shape: the cells of each unit, the units of each cell, the peers of each
 * cell. Built once per shape and shared (read-only), so a solve call on a big grid does not
 * rebuild thousands of small arrays.
 */
final class ShapeTopology {

    private static final Map<Shape, ShapeTopology> CACHE = new ConcurrentHashMap<>();

    /** {@code units[u]}: the cells of unit u (rows, then columns, then boxes). */
    final int[][] units;
    /** {@code unitsOfCell[cell]}: its row, column and box unit. */
    final int[][] unitsOfCell;
    /** {@code peers[cell]}: every other cell sharing a row, column or box with it, once. */
    final int[][] peers;

    ShapeTopology(Shape shape) {
        int cellCount = shape.cellCount();
        units = new int[shape.unitCount()][];
        for (int u = 0; u < units.length; u++) {
            units[u] = shape.unitCells(u);
        }
        unitsOfCell = new int[cellCount][];
        peers = new int[cellCount][];
        boolean[] seen = new boolean[cellCount];
        for (int cell = 0; cell < cellCount; cell++) {
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

    static ShapeTopology of(Shape shape) {
        return CACHE.computeIfAbsent(shape, ShapeTopology::new);
    }
}
