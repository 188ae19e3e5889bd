package dev.sudokucompare.core.format;

import dev.sudokucompare.core.LineSpelling;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A reader never guesses between two box shapes: a side that allows two (6: 2x3 or 3x2) is read
 * only when {@code --shape} or a {@code # shape RxC} line states the box, and is otherwise a
 * malformed record that names {@code --shape}. Sides with one box shape need nothing.
 */
class StatedShapesTest {

    private static final Shape WIDE = Shape.of(2, 3);
    private static final Shape TALL = Shape.of(3, 2);

    @Test
    void theAmbiguousSidesAreTheNonSquaresWithAProperFactorPair() {
        for (int n = 1; n <= Shape.MAX_SIZE; n++) {
            int root = (int) Math.sqrt(n);
            boolean square = root * root == n;
            List<String> boxes = new ArrayList<>();
            for (int r = 2; r < n; r++) {
                if (n % r == 0 && n / r >= 2) {
                    boxes.add(r + "x" + n / r);
                }
            }
            // Two or more boxes of both sides at least 2 (r x c and c x r), and no square box by convention.
            boolean expected = !square && boxes.size() >= 2;
            assertThat(Shape.isAmbiguousSide(n)).as("side %d: %s", n, boxes).isEqualTo(expected);
        }
        assertThat(List.of(6, 8, 10, 12, 14, 15, 18, 20, 24)).allMatch(Shape::isAmbiguousSide);
        assertThat(List.of(1, 2, 3, 4, 5, 7, 9, 16, 25, 36, 49, 64)).noneMatch(Shape::isAmbiguousSide);
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "tokens"})
    void anAmbiguousGridWithNothingStatedIsMalformedAndNamesShape(String name) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        Grid nine = Grid.parse(".".repeat(81));
        Grid six = SeededPuzzles.withGivens(TALL, 5, 14).puzzle();
        String text = format.write(nine) + format.recordSeparator() + format.write(six) + format.recordSeparator()
                + format.write(nine);
        List<PuzzleRecord> records = Records.read(format, text, "six.txt");
        assertThat(records).hasSize(3);
        assertThat(records.get(0).puzzle()).isEqualTo(nine);
        assertThat(records.get(1).isMalformed()).isTrue();
        assertThat(records.get(1).error()).contains("2x3 or 3x2").contains("--shape").contains("# shape");
        assertThat(records.get(2).puzzle()).as("the record after it is read in step").isEqualTo(nine);
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "tokens"})
    void aShapeLineStatesTheBoxOfTheGridsOfItsSideThatFollow(String name) {
        PuzzleFormat format = PuzzleFormat.byName(name);
        Grid tall = SeededPuzzles.withGivens(TALL, 1, 20).puzzle();
        Grid wide = SeededPuzzles.withGivens(WIDE, 2, 20).puzzle();
        Grid nine = SeededPuzzles.withGivens(Shape.CLASSIC, 3, 30).puzzle();
        String sep = format.recordSeparator();
        String text = "# shape 3x2\n" + format.write(tall) + sep + format.write(nine) + sep + format.write(tall) + sep
                + "#SHAPE: 2x3\n" + format.write(wide) + sep + format.write(nine);
        List<PuzzleRecord> records = Records.read(format, text, "shapes.txt");
        assertThat(records).extracting(PuzzleRecord::puzzle).containsExactly(tall, nine, tall, wide, nine);
        assertThat(records.get(0).puzzle().shape()).isEqualTo(TALL);
        assertThat(records.get(3).puzzle().shape()).isEqualTo(WIDE);
    }

    @Test
    void aStatedShapeWithTheFormatAppliesToGridsOfItsSideOnly() {
        PuzzleFormat line = PuzzleFormat.LINE.builder().setShape(TALL).build();
        Grid tall = SeededPuzzles.withGivens(TALL, 4, 18).puzzle();
        Grid four = SeededPuzzles.withGivens(Shape.of(2, 2), 4, 6).puzzle();
        List<PuzzleRecord> records = Records.read(line, line.write(four) + line.write(tall), "given.txt");
        assertThat(records).extracting(PuzzleRecord::puzzle).containsExactly(four, tall);
        assertThat(records.get(1).puzzle().shape()).isEqualTo(TALL);
    }

    @Test
    void aShapeLineThatContradictsTheGivenShapeOrNamesNoBoxMakesTheNextRecordMalformed() {
        PuzzleFormat line = PuzzleFormat.LINE.builder().setShape(WIDE).build();
        Grid wide = SeededPuzzles.withGivens(WIDE, 6, 18).puzzle();
        List<PuzzleRecord> contradicted = Records.read(line, "# shape 3x2\n" + line.write(wide) + line.write(wide), "c.txt");
        assertThat(contradicted.get(0).error()).contains("line 1 states 3x2 boxes, but --shape says 2x3");
        assertThat(contradicted.get(1).puzzle()).isEqualTo(wide);

        List<PuzzleRecord> noBox = Records.read(PuzzleFormat.LINE, "# shape 6\n" + line.write(wide), "n.txt");
        assertThat(noBox.get(0).error()).contains("line 1").contains("2x3 or 3x2");
        List<PuzzleRecord> nonsense = Records.read(PuzzleFormat.LINE, "# shape big\n" + line.write(wide), "b.txt");
        assertThat(nonsense.get(0).error()).contains("line 1").contains("states no box shape");
        List<PuzzleRecord> remark = Records.read(PuzzleFormat.LINE, "# shapes of things to come\n"
                + PuzzleFormat.LINE.write(Grid.parse(".".repeat(81))), "r.txt");
        assertThat(remark.get(0).isMalformed()).as("a comment that is no statement is a comment").isFalse();
    }

    @Test
    void everyShapeFrom1x1To8x8WrittenByARecordWriterReadsBackAsItIs() {
        Random random = new Random(7);
        for (PuzzleFormat format : List.of(PuzzleFormat.LINE, PuzzleFormat.TOKENS)) {
            List<Grid> grids = new ArrayList<>();
            for (int r = 1; r <= 8; r++) {
                for (int c = 1; c <= 8; c++) {
                    Shape shape = Shape.of(r, c);
                    if (format == PuzzleFormat.LINE && shape.size() > LineSpelling.MAX_VALUE) {
                        continue;
                    }
                    // Any values do: the reader's business is the layout, not whether the puzzle is valid.
                    int[] values = random.ints(shape.cellCount(), 0, shape.size() + 1).toArray();
                    grids.add(Grid.of(shape, values));
                }
            }
            StringBuilder text = new StringBuilder();
            RecordWriter writer = format.recordWriter();
            for (Grid grid : grids) {
                text.append(writer.next(grid));
            }
            List<PuzzleRecord> records = Records.read(format, text.toString(), "all.txt");
            assertThat(records).as(format.name()).extracting(PuzzleRecord::puzzle).containsExactlyElementsOf(grids);
            assertThat(records).extracting(r -> r.puzzle().shape())
                    .containsExactlyElementsOf(grids.stream().map(Grid::shape).toList());
        }
    }

    @Test
    void aBoxIsParsedStrictlyForStatements() {
        assertThat(Shape.parseBox("3x2")).isEqualTo(TALL);
        assertThat(Shape.parseBox(" 2X3 ")).isEqualTo(WIDE);
        assertThat(Shape.parseBox("3x3")).isEqualTo(Shape.CLASSIC);
        assertThat(Shape.parseBox("9")).isEqualTo(Shape.CLASSIC);
        assertThat(Shape.parseBox("16")).isEqualTo(Shape.of(4, 4));
        assertThat(Shape.parseBox("4x4")).as("a box, so a 16x16 grid").isEqualTo(Shape.of(4, 4));
        assertThat(Shape.parseBox("6x6").size()).as("a box, so a 36x36 grid").isEqualTo(36);
        assertThatThrownBy(() -> Shape.parseBox("6")).hasMessageContaining("2x3 or 3x2");
        assertThatThrownBy(() -> Shape.parseBox("12")).hasMessageContaining("3x4, 4x3, 2x6 or 6x2");
        assertThatThrownBy(() -> Shape.parseBox("9x9")).hasMessageContaining("a 9x9 grid has 3x3 boxes");
        assertThatThrownBy(() -> Shape.parseBox("2y3")).hasMessageContaining("not a box");
        assertThat(StatedShapes.mustBeStated(TALL)).isTrue();
        assertThat(StatedShapes.mustBeStated(Shape.of(2, 8))).as("16x16 with 2x8 boxes is not the usual 4x4").isTrue();
        assertThat(StatedShapes.mustBeStated(Shape.of(4, 4))).isFalse();
        assertThat(StatedShapes.mustBeStated(Shape.of(5, 1))).as("the usual prime side has 1x5 boxes").isTrue();
    }
}
