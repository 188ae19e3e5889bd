package dev.sudokucompare.core.dfs.frame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Shape;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Who sees whom, built afresh (not from the cache) and checked against the shape's own geometry:
 * the units and units of each cell as {@link Shape} gives them, and as peers every other cell that
 * shares a row, column or box, each once: (N-1) + (N-1) + (N - boxRows - boxCols + 1) of them.
 */
class ShapeTopologyTest {

    @Test
    void unitsAndPeersFollowTheShape() {
        for (Shape shape : List.of(Shape.of(1, 1), Shape.of(1, 4), Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2),
                Shape.CLASSIC, Shape.of(3, 4), Shape.of(4, 4))) {
            ShapeTopology t = new ShapeTopology(shape);
            int n = shape.size();
            assertThat(t.units.length).as("%s", shape).isEqualTo(shape.unitCount());
            for (int u = 0; u < shape.unitCount(); u++) {
                assertThat(t.units[u]).isEqualTo(shape.unitCells(u));
            }
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                assertThat(t.unitsOfCell[cell]).isEqualTo(shape.unitsOf(cell));
                int[] expected = peersOf(shape, cell);
                int[] peers = t.peers[cell].clone();
                Arrays.sort(peers);
                assertThat(peers).as("%s cell %d", shape, cell).isEqualTo(expected)
                        .hasSize(3 * n - shape.boxRows() - shape.boxCols() - 1);
            }
        }
    }

    private static int[] peersOf(Shape shape, int cell) {
        return IntStream.range(0, shape.cellCount()).filter(other -> other != cell
                && (shape.row(other) == shape.row(cell) || shape.col(other) == shape.col(cell)
                        || shape.box(other) == shape.box(cell))).toArray();
    }

    @Test
    void oneTopologyPerShapeIsShared() {
        assertThat(ShapeTopology.of(Shape.of(2, 3))).isSameAs(ShapeTopology.of(Shape.of(2, 3)))
                .isNotSameAs(ShapeTopology.of(Shape.of(3, 2)));
    }
}
