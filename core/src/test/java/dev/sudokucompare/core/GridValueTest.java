package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Grid as a value: immutable, equal by shape and cells, ordered row-major lexicographically. */
class GridValueTest {

    private static final String TOP95_1 = Datasets.lines("norvig-top95.txt").get(0);

    @Test
    void toArrayIsACopyAndOfCopiesItsInput() {
        Grid grid = Grid.parse(TOP95_1);
        int[] values = grid.toArray();
        values[0] = 9;
        assertThat(grid.get(0)).isEqualTo(Grid.parse(TOP95_1).get(0));

        int[] input = grid.toArray();
        Grid built = Grid.of(Shape.CLASSIC, input);
        input[1] = 7;
        assertThat(built).isEqualTo(grid);
    }

    @Test
    void copyToWritesEveryValueFromTheOffsetAndNothingElse() {
        Grid grid = Grid.parse(Datasets.lines("sudoku16-janko-55.txt").get(0));
        byte[] target = new byte[grid.shape().cellCount() + 5];
        Arrays.fill(target, (byte) -1);
        grid.copyTo(target, 3);
        for (int cell = 0; cell < grid.shape().cellCount(); cell++) {
            assertThat(target[3 + cell]).as("cell %d", cell).isEqualTo((byte) grid.get(cell));
        }
        assertThat(new byte[] {target[0], target[1], target[2], target[target.length - 2], target[target.length - 1]})
                .as("outside the copy").containsOnly(-1);
        assertThatThrownBy(() -> grid.copyTo(new byte[grid.shape().cellCount()], 1))
                .isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void ofBytesCopiesItsInputAndKeepsEveryValue() {
        for (String line : List.of(TOP95_1, Datasets.lines("sudoku16-janko-55.txt").get(0),
                Datasets.lines("sudoku25-frisch.txt").get(0))) {
            Grid grid = Grid.parse(line);
            byte[] input = new byte[grid.shape().cellCount()];
            grid.copyTo(input, 0);
            Grid built = Grid.of(grid.shape(), input);
            input[0] = (byte) (input[0] == 1 ? 2 : 1);
            assertThat(built).isEqualTo(grid).isEqualTo(Grid.of(grid.shape(), grid.toArray()));
        }
    }

    @Test
    void ofBytesAcceptsZeroToNAndRejectsAnythingElseNamingTheCell() {
        Shape shape = Shape.of(2, 3);
        byte[] values = new byte[36];
        values[35] = 6;
        assertThat(Grid.of(shape, values).get(35)).isEqualTo(6);
        for (int bad : new int[] {7, -1, 127, -128, 200}) {
            byte[] wrong = values.clone();
            wrong[7] = (byte) bad;
            assertThatThrownBy(() -> Grid.of(shape, wrong)).as("value %d", bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("r2c2")
                    .hasMessageContaining("outside 0..6");
        }
        assertThatThrownBy(() -> Grid.of(Shape.CLASSIC, new byte[80])).hasMessageContaining("80");
    }

    @Test
    void withLeavesTheOriginalUntouched() {
        Grid grid = Grid.parse(TOP95_1);
        Grid changed = grid.with(1, 5);
        assertThat(grid.toString()).isEqualTo(TOP95_1);
        assertThat(changed.get(1)).isEqualTo(5);
        assertThat(changed.givenCount()).isEqualTo(grid.givenCount() + (grid.get(1) == 0 ? 1 : 0));
        assertThatThrownBy(() -> grid.with(1, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void ofRejectsWrongCountsAndValues() {
        assertThatThrownBy(() -> Grid.of(Shape.CLASSIC, new int[80])).hasMessageContaining("80");
        int[] values = new int[36];
        values[7] = 7;
        assertThatThrownBy(() -> Grid.of(Shape.of(2, 3), values)).hasMessageContaining("r2c2");
        values[7] = -1;
        assertThatThrownBy(() -> Grid.of(Shape.of(2, 3), values)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void equalsAndHashCodeFollowShapeAndCells() {
        Grid a = Grid.parse(TOP95_1);
        Grid b = Grid.parse(TOP95_1.replace('.', '0'));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(a.with(1, 3));
        // The same 36 values in 2x3 and in 3x2 boxes are different puzzles.
        Grid wide = Grid.empty(Shape.of(2, 3));
        Grid tall = Grid.empty(Shape.of(3, 2));
        assertThat(wide).isNotEqualTo(tall);
        assertThat(wide.toString()).isEqualTo(tall.toString());
    }

    /** Any hash agrees with equals; this one also tells different grids apart (hash maps of puzzles stay fast). */
    @Test
    void differentGridsHashDifferently() {
        List<Grid> grids = Datasets.grids("norvig-top95.txt");
        assertThat(grids.stream().map(Grid::hashCode).distinct().count()).isEqualTo(grids.size());
        Grid empty2x3 = Grid.empty(Shape.of(2, 3));
        assertThat(empty2x3.hashCode()).isNotEqualTo(Grid.empty(Shape.of(3, 2)).hashCode());
        assertThat(empty2x3).isNotEqualTo(Grid.empty(Shape.of(3, 2)));
    }

    @Test
    void ordersRowMajorLexicographically() {
        Grid empty = Grid.empty(Shape.CLASSIC);
        Grid lastCellOne = empty.with(80, 1);
        Grid firstCellOne = empty.with(0, 1);
        Grid firstCellTwo = empty.with(0, 2);
        assertThat(empty).isLessThan(lastCellOne);
        assertThat(lastCellOne).isLessThan(firstCellOne);
        assertThat(firstCellOne).isLessThan(firstCellTwo);
        assertThat(firstCellOne.compareTo(Grid.parse(firstCellOne.toString()))).isZero();
        // Sorting full solutions agrees with sorting their one-line strings (digits sort like values).
        List<String> lines = new ArrayList<>(Datasets.lines("kaggle-10000.solutions.txt", 300));
        List<Grid> grids = new ArrayList<>(lines.stream().map(Grid::parse).toList());
        Collections.sort(lines);
        Collections.sort(grids);
        assertThat(grids.stream().map(Grid::toString).toList()).isEqualTo(lines);
    }

    @Test
    void valuesAboveNineCompareAsNumbersNotSymbols() {
        Shape s = Shape.of(4, 4);
        assertThat(Grid.empty(s).with(0, 9)).isLessThan(Grid.empty(s).with(0, 10));
        assertThat(Grid.empty(s).with(0, 16)).isGreaterThan(Grid.empty(s).with(0, 15));
        // Smaller grids sort first.
        assertThat(Grid.empty(Shape.CLASSIC).with(0, 9)).isLessThan(Grid.empty(s));
    }

    @Test
    void countsGivensAndKnowsWhenComplete() {
        Grid solution = Grid.parse(Datasets.lines("special-unique.solutions.txt").get(0));
        assertThat(solution.isComplete()).isTrue();
        assertThat(solution.givenCount()).isEqualTo(81);
        assertThat(Grid.parse(Datasets.lines("sudoku17-49158.txt").get(0)).givenCount()).isEqualTo(17);
        assertThat(solution.with(40, 0).isComplete()).isFalse();
    }

    @Test
    void theOneLineTextSpellsEveryValueOfEveryShapeWithItsSymbol() {
        SplittableRandom random = new SplittableRandom(20261126);
        for (int n = 1; n <= LineSpelling.MAX_VALUE; n++) {
            Shape shape = Shape.forSize(n);
            int cells = shape.cellCount();
            // Every value in every position of an eight-cell word, then seeded random grids.
            List<byte[]> grids = new ArrayList<>();
            for (int shift = 0; shift < 8; shift++) {
                byte[] values = new byte[cells];
                for (int i = 0; i < cells; i++) {
                    values[i] = (byte) ((i + shift) % (n + 1));
                }
                grids.add(values);
            }
            for (int k = 0; k < 20; k++) {
                byte[] values = new byte[cells];
                for (int i = 0; i < cells; i++) {
                    values[i] = (byte) random.nextInt(n + 1);
                }
                grids.add(values);
            }
            for (byte[] values : grids) {
                StringBuilder expected = new StringBuilder();
                for (byte v : values) {
                    expected.append(LineSpelling.symbol(v));
                }
                Grid grid = Grid.of(shape, values);
                assertThat(grid.toString()).as("%dx%d", n, n).isEqualTo(expected.toString());
                assertThat(Grid.parse(grid.toString(), shape)).isEqualTo(grid);
                // The same symbols as bytes, from an offset that is not a word's start.
                int offset = 1 + random.nextInt(9);
                byte[] target = new byte[offset + cells + 3];
                Arrays.fill(target, (byte) '#');
                LineSpelling.spell(grid, target, offset);
                assertThat(new String(target, java.nio.charset.StandardCharsets.ISO_8859_1))
                        .as("%dx%d at %d", n, n, offset).isEqualTo("#".repeat(offset) + expected + "###");
            }
        }
    }

    @Test
    void aGridBeyondTheOneLineSymbolsCannotBeSpelledInOneLine() {
        Grid big = Grid.empty(Shape.of(6, 6));
        assertThatThrownBy(() -> LineSpelling.spell(big, new byte[big.shape().cellCount()], 0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("one-line");
        assertThatThrownBy(() -> LineSpelling.spell(Grid.parse(TOP95_1), new byte[80], 0))
                .isInstanceOf(IndexOutOfBoundsException.class);
    }
}
