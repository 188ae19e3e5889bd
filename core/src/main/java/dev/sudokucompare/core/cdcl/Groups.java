package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The "exactly one" groups of a shape, built once per shape and shared (never written after):
 * group {@code cell} holds the cell's vars, group {@code cells + unit * n + value} the unit's vars
 * for that value; var {@code cell * n + value} is in four groups, listed in {@link #groupsOfVar}.
 */
final class Groups {

    private static final Map<Shape, Groups> CACHE = new ConcurrentHashMap<>();

    final int n;
    /** {@code n} vars per group. */
    final int[] members;
    /** Four groups per var: its cell's, then its row's, column's and box's for its value. */
    final int[] groupsOfVar;

    private Groups(Shape shape) {
        ShapeTopology topology = ShapeTopology.of(shape);
        int size = topology.size;
        int cells = topology.cellCount();
        int[][] units = topology.units;
        this.n = size;
        this.members = new int[(cells + units.length * size) * size];
        this.groupsOfVar = new int[cells * size * 4];
        for (int cell = 0; cell < cells; cell++) {
            int[] three = topology.unitsOfCell[cell];
            for (int v = 0; v < size; v++) {
                int var = cell * size + v;
                members[cell * size + v] = var;
                groupsOfVar[var * 4] = cell;
                for (int k = 0; k < 3; k++) {
                    groupsOfVar[var * 4 + 1 + k] = cells + three[k] * size + v;
                }
            }
        }
        for (int u = 0; u < units.length; u++) {
            for (int v = 0; v < size; v++) {
                int g = cells + u * size + v;
                for (int i = 0; i < size; i++) {
                    members[g * size + i] = units[u][i] * size + v;
                }
            }
        }
    }

    static Groups of(Shape shape) {
        return CACHE.computeIfAbsent(shape, Groups::new);
    }
}
