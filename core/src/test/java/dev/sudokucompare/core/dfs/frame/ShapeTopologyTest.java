package dev.sudokucompare.core.dfs.frame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The public tables plug-in solvers read, against {@link Shape}'s own arithmetic, on rectangular boxes both ways. */
class ShapeTopologyTest {

    @Test
    void everyTableAgreesWithTheShape() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.CLASSIC, Shape.of(3, 4),
                Shape.of(4, 4), Shape.of(5, 5))) {
            // Built here, not taken from of()'s cache: built once before, a faulty constructor
            // would go unseen (PIT swaps the class in a running JVM, where the cache is filled).
            ShapeTopology t = new ShapeTopology(shape);
            assertThat(ShapeTopology.of(shape).boxOf).isEqualTo(t.boxOf);
            int n = shape.size();
            assertThat(t.cellCount()).isEqualTo(n * n);
            assertThat(t.bands()).as("%s bands", shape).isEqualTo(n / shape.boxRows());
            assertThat(t.stacks()).as("%s stacks", shape).isEqualTo(n / shape.boxCols());
            for (int cell = 0; cell < n * n; cell++) {
                String where = shape + " cell " + cell;
                assertThat(t.rowOf[cell]).as(where).isEqualTo(cell / n);
                assertThat(t.colOf[cell]).as(where).isEqualTo(cell % n);
                assertThat(t.boxOf[cell]).as(where).isEqualTo(shape.box(cell));
                assertThat(new int[] {t.unitOf[3 * cell], t.unitOf[3 * cell + 1], t.unitOf[3 * cell + 2]}).as(where)
                        .isEqualTo(t.unitsOfCell[cell]);
                assertThat(t.band[cell]).as(where).isEqualTo(cell / n / shape.boxRows());
                assertThat(t.stack[cell]).as(where).isEqualTo(cell % n / shape.boxCols());
                assertThat(t.rowSegments[cell / n][cell % n / shape.boxCols()][cell % n % shape.boxCols()]).as(where)
                        .isEqualTo(cell);
                assertThat(t.columnSegments[cell % n][cell / n / shape.boxRows()][cell / n % shape.boxRows()])
                        .as(where).isEqualTo(cell);
            }
            for (int row = 0; row < n; row++) {
                assertThat(t.rowSegments[row].length).as("%s row %d: one segment per box of its band", shape, row)
                        .isEqualTo(n / shape.boxCols());
                assertThat(t.columnSegments[row].length).as("%s column %d", shape, row).isEqualTo(n / shape.boxRows());
            }
        }
    }

    /** The fast search marks a peer's units by this order (row part, column part, box-only part). */
    @Test
    void peersComeRowThenColumnThenTheRestOfTheBox() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.CLASSIC, Shape.of(3, 4),
                Shape.of(5, 5))) {
            ShapeTopology t = new ShapeTopology(shape);
            int n = shape.size();
            for (int cell = 0; cell < n * n; cell++) {
                int[] peers = t.peers[cell];
                String where = shape + " cell " + cell;
                assertThat(peers).as(where).hasSize(3 * n - 1 - shape.boxRows() - shape.boxCols());
                for (int i = 0; i < peers.length; i++) {
                    int p = peers[i];
                    boolean sameRow = t.rowOf[p] == t.rowOf[cell];
                    boolean sameCol = t.colOf[p] == t.colOf[cell];
                    String part = i < n - 1 ? "row" : i < 2 * (n - 1) ? "column" : "box only";
                    assertThat(part.equals("row") ? sameRow : part.equals("column") ? sameCol
                            : !sameRow && !sameCol && t.boxOf[p] == t.boxOf[cell]).as("%s peer %d in the %s part", where, i, part)
                            .isTrue();
                }
            }
        }
    }

    @Test
    void emptiesListsTheZeroCellsInOrder() {
        assertThat(ShapeTopology.empties(new int[] {0, 3, 0, 0, 1})).containsExactly(0, 2, 3);
        assertThat(ShapeTopology.empties(new int[] {1, 2})).isEmpty();
        int[] all = new int[81];
        for (int i = 0; i < 81; i++) {
            all[i] = i;
        }
        assertThat(ShapeTopology.empties(new int[81])).containsExactly(all);
    }
}
