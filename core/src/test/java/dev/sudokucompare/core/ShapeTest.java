package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Shape: parsing the spellings people use, the usual boxes per side, and the unit geometry. */
class ShapeTest {

    @ParameterizedTest
    @CsvSource({
        "9, 3, 3", "16, 4, 4", "25, 5, 5", "4, 2, 2", "6, 2, 3", "8, 2, 4", "12, 3, 4",
        "9x9, 3, 3", "16x16, 4, 4", "25X25, 5, 5", "' 9 ', 3, 3",
        "2x3, 2, 3", "3x2, 3, 2", "3x4, 3, 4", "3x3, 3, 3", "2x2, 2, 2", "5x5, 5, 5", "4x4, 2, 2",
        "6x6, 2, 3", "8x8, 2, 4", "7x7, 7, 7"})
    void parsesSidesAndBoxes(String spec, int boxRows, int boxCols) {
        Shape shape = Shape.parse(spec);
        assertThat(shape.boxRows()).as(spec).isEqualTo(boxRows);
        assertThat(shape.boxCols()).as(spec).isEqualTo(boxCols);
        assertThat(shape.size()).isEqualTo(boxRows * boxCols);
    }

    @Test
    void aSquareSpecNamesTheGridUnlessItsSideHasNoRealBoxes() {
        // Documented: "4x4" and "8x8" are grids of that side; a prime side has only 1xN boxes, so
        // "3x3" and "5x5" name the boxes of the 9x9 and 25x25 grids.
        assertThat(Shape.parse("4x4").size()).isEqualTo(4);
        assertThat(Shape.parse("8x8").size()).isEqualTo(8);
        assertThat(Shape.parse("9x9")).isEqualTo(Shape.CLASSIC);
        assertThat(Shape.parse("3x3")).isEqualTo(Shape.CLASSIC);
        assertThat(Shape.parse("5x5").size()).isEqualTo(25);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "x", "nine", "3x", "x3", "0", "65", "3x0", "9x8x", "-9", "9x65"})
    void rejectsWhatIsNoShape(String spec) {
        assertThatThrownBy(() -> Shape.parse(spec)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void forCellCountKnowsOnlySquares() {
        assertThat(Shape.forCellCount(81)).contains(Shape.CLASSIC);
        assertThat(Shape.forCellCount(36)).contains(Shape.of(2, 3));
        assertThat(Shape.forCellCount(625)).contains(Shape.of(5, 5));
        assertThat(Shape.forCellCount(80)).isEmpty();
        assertThat(Shape.forCellCount(0)).isEmpty();
        assertThat(Shape.forCellCount(1)).as("the smallest grid").contains(Shape.of(1, 1));
        assertThat(Shape.forCellCount(4096)).as("the largest grid").contains(Shape.of(8, 8));
        assertThat(Shape.forCellCount(65 * 65)).as("a square past the largest side").isEmpty();
    }

    @Test
    void unitsOfARectangularShapeHoldTheRightCells() {
        Shape s = Shape.of(2, 3); // 6x6: boxes of 2 rows, 3 columns
        assertThat(s.unitCount()).isEqualTo(18);
        assertThat(s.unitCells(0)).containsExactly(0, 1, 2, 3, 4, 5);
        assertThat(s.unitCells(6)).containsExactly(0, 6, 12, 18, 24, 30);
        assertThat(s.unitCells(12)).containsExactly(0, 1, 2, 6, 7, 8);
        assertThat(s.unitCells(13)).containsExactly(3, 4, 5, 9, 10, 11);
        assertThat(s.unitCells(14)).containsExactly(12, 13, 14, 18, 19, 20);
        assertThat(s.box(s.cell(5, 5))).isEqualTo(5);
        assertThat(s.unitsOf(s.cell(3, 4))).containsExactly(3, 6 + 4, 12 + 3);
        assertThat(s.describeUnit(13)).isEqualTo("box 2");
        assertThat(s.describeCell(s.cell(3, 4))).isEqualTo("r4c5");
    }

    @Test
    void everyCellIsInExactlyOneUnitOfEachKind() {
        for (Shape s : new Shape[] {Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2), Shape.CLASSIC, Shape.of(3, 4)}) {
            int[] seen = new int[s.cellCount()];
            for (int u = 0; u < s.unitCount(); u++) {
                for (int cell : s.unitCells(u)) {
                    seen[cell]++;
                    assertThat(s.unitsOf(cell)).as("%s unit %d", s, u).contains(u);
                }
            }
            assertThat(seen).as(s.toString()).containsOnly(3);
        }
    }

    @Test
    void unitArraysAreCopies() {
        Shape s = Shape.CLASSIC;
        s.unitCells(0)[0] = 42;
        s.unitsOf(0)[0] = 42;
        assertThat(s.unitCells(0)[0]).isZero();
        assertThat(s.unitsOf(0)[0]).isZero();
    }

    @Test
    void sidesRunFromOneToSixtyFour() {
        assertThat(Shape.forSize(1)).isEqualTo(Shape.of(1, 1));
        assertThat(Shape.forSize(64)).isEqualTo(Shape.of(8, 8));
        assertThat(Shape.parse("64x64")).as("a side, not a box of 4096 cells").isEqualTo(Shape.of(8, 8));
        assertThat(Shape.parse("1x1")).isEqualTo(Shape.of(1, 1));
        assertThatThrownBy(() -> Shape.forSize(0)).hasMessage("size must be 1..64, got 0");
        assertThatThrownBy(() -> Shape.forSize(65)).hasMessage("size must be 1..64, got 65");
        assertThatThrownBy(() -> Shape.parse("x3")).hasMessageStartingWith("not a shape: 'x3'");
    }

    @Test
    void equalityIsByBoxes() {
        assertThat(Shape.of(2, 3)).isEqualTo(Shape.parse("6")).hasSameHashCodeAs(Shape.forSize(6));
        assertThat(Shape.of(2, 3)).isNotEqualTo(Shape.of(3, 2));
        assertThat(Shape.of(2, 3).hashCode()).as("hashes tell boxes apart").isNotEqualTo(Shape.of(3, 2).hashCode());
        assertThat(Shape.of(3, 3)).isSameAs(Shape.CLASSIC);
        // The usual shape of every side hashes apart from the others (maps keyed by shape stay fast).
        assertThat(IntStream.rangeClosed(1, Shape.MAX_SIZE).map(n -> Shape.forSize(n).hashCode()).distinct().count())
                .isEqualTo(Shape.MAX_SIZE);
        assertThat(Shape.CLASSIC.toString()).isEqualTo("9x9 (3x3 boxes)");
    }
}
