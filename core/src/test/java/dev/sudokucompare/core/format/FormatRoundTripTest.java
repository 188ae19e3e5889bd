package dev.sudokucompare.core.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.SeededPuzzles;
import dev.sudokucompare.core.Shape;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Whatever a format writes (records joined by its separator), it reads back unchanged. */
class FormatRoundTripTest {

    @ParameterizedTest
    @ValueSource(strings = {"line", "boj2580", "boj2239", "tokens"})
    void nineByNinePuzzlesAndSolutionsRoundTrip(String name) {
        List<Grid> grids = new ArrayList<>(Datasets.grids("norvig-top95.txt", 20));
        grids.addAll(Datasets.grids("kaggle-10000.solutions.txt", 5));
        grids.add(Grid.empty(Shape.CLASSIC));
        assertRoundTrip(PuzzleFormat.byName(name), grids);
    }

    @ParameterizedTest
    @ValueSource(strings = {"line", "tokens"})
    void everySizeRoundTripsInTheFormatsWithoutAFixedShape(String name) {
        List<Grid> grids = new ArrayList<>();
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(2, 4), Shape.of(3, 4))) {
            grids.add(SeededPuzzles.withGivens(shape, shape.size(), shape.cellCount() / 2).puzzle());
        }
        grids.addAll(Datasets.grids("sudoku16-janko-55.txt", 3));
        grids.addAll(Datasets.grids("sudoku25-frisch.solutions.txt", 2));
        assertRoundTrip(PuzzleFormat.byName(name), grids);
    }

    @Test
    void aBuiltFormatWithAnUnusualShapeRoundTrips() {
        // 6x6 with 3x2 boxes cannot be told from 2x3 by the text: the format must fix it.
        Shape tall = Shape.of(3, 2);
        List<Grid> grids = List.of(SeededPuzzles.withGivens(tall, 1, 20).puzzle(), SeededPuzzles.withGivens(tall, 2, 36).puzzle());
        PuzzleFormat line = PuzzleFormat.LINE.builder().setShape(tall).setBlank('0').build();
        PuzzleFormat tokens = PuzzleFormat.TOKENS.builder().setShape(tall).build();
        assertRoundTrip(line, grids);
        assertRoundTrip(tokens, grids);
        assertThat(line.write(grids.get(0))).contains("0").doesNotContain(".");
    }

    @Test
    void fixedShapeFormatsRefuseOtherShapes() {
        Grid sixteen = Datasets.grids("sudoku16-janko-55.txt", 1).get(0);
        assertThatThrownBy(() -> PuzzleFormat.BOJ2580.write(sixteen)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PuzzleFormat.BOJ2239.write(sixteen)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void formatsAreFoundByNameWhateverTheCase() {
        assertThat(PuzzleFormat.known()).extracting(PuzzleFormat::name).containsExactly("line", "boj2580", "boj2239", "tokens");
        assertThat(PuzzleFormat.byName("BOJ2239")).isSameAs(PuzzleFormat.BOJ2239);
        assertThatThrownBy(() -> PuzzleFormat.byName("csv")).hasMessageContaining("known");
    }

    /** Formats are values: equal by what they write, whatever built them; records part by a blank line only in tokens. */
    @Test
    void formatsAreValues() {
        PuzzleFormat tokens = PuzzleFormat.TOKENS.builder().build();
        assertThat(tokens).isEqualTo(PuzzleFormat.TOKENS).hasSameHashCodeAs(PuzzleFormat.TOKENS).hasToString("tokens");
        assertThat(tokens.blank()).isEqualTo('0');
        assertThat(PuzzleFormat.LINE.blank()).isEqualTo('.');
        PuzzleFormat dashes = PuzzleFormat.LINE.builder().setBlank('-').build();
        assertThat(PuzzleFormat.BOJ2580.builder().setBlank('.').build().blank()).as("the first of BLANKS").isEqualTo('.');
        assertThat(dashes.blank()).isEqualTo('-');
        assertThat(dashes).isNotEqualTo(PuzzleFormat.LINE);
        assertThat(PuzzleFormat.TOKENS.builder().setShape(Shape.of(3, 2)).build()).isNotEqualTo(PuzzleFormat.TOKENS);
        assertThat(PuzzleFormat.BOJ2580).isNotEqualTo(PuzzleFormat.BOJ2239).isNotEqualTo("boj2580");
        assertThat(PuzzleFormat.known().stream().map(PuzzleFormat::hashCode).distinct()).hasSize(4);
        assertThatThrownBy(() -> PuzzleFormat.LINE.builder().setBlank('x')).hasMessage("blank must be one of .0_-*");
        assertThat(PuzzleFormat.TOKENS.recordSeparator()).isEqualTo("\n");
        assertThat(PuzzleFormat.TOKENS.builder().setShape(Shape.CLASSIC).build().recordSeparator())
                .as("a stated shape is for grids of its side; others may follow").isEqualTo("\n");
        for (PuzzleFormat fixedOrOneLine : List.of(PuzzleFormat.LINE, PuzzleFormat.BOJ2580, PuzzleFormat.BOJ2239)) {
            assertThat(fixedOrOneLine.recordSeparator()).as(fixedOrOneLine.name()).isEmpty();
        }
        assertThat(PuzzleFormat.LINE.write(Grid.empty(Shape.of(2, 2)))).isEqualTo("................\n");
        assertThat(dashes.write(Grid.empty(Shape.of(2, 2)))).isEqualTo("----------------\n");
    }

    private static void assertRoundTrip(PuzzleFormat format, List<Grid> grids) {
        StringBuilder text = new StringBuilder();
        RecordWriter writer = format.recordWriter();
        for (Grid grid : grids) {
            text.append(writer.next(grid));
        }
        List<PuzzleRecord> records = Records.read(format, text.toString(), "written");
        assertThat(records).as(format.name()).hasSameSizeAs(grids);
        for (int i = 0; i < grids.size(); i++) {
            assertThat(records.get(i).isMalformed()).as("%s: %s", format, records.get(i)).isFalse();
            assertThat(records.get(i).puzzle()).as("%s record %d", format, i + 1).isEqualTo(grids.get(i));
        }
    }
}
