package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one-line format: parse and toString are inverse for every size, in the datasets' encoding. */
class GridParseTest {

    @ParameterizedTest
    @ValueSource(strings = {"norvig-top95.txt", "sudoku16-janko-55.txt", "sudoku16-janko-55.solutions.txt",
        "sudoku25-frisch.txt", "sudoku25-frisch.solutions.txt", "kaggle-10000.solutions.txt"})
    void datasetLinesRoundTrip(String file) {
        for (String line : Datasets.lines(file, 200)) {
            assertThat(Grid.parse(line).toString()).as(file).isEqualTo(line);
        }
    }

    @Test
    void sixteenAndTwentyFiveUseLettersAfterNine() {
        Grid solved16 = Grid.parse(Datasets.lines("sudoku16-janko-55.solutions.txt").get(0));
        assertThat(solved16.shape()).isEqualTo(Shape.of(4, 4));
        assertThat(solved16.toString()).contains("A").contains("G").doesNotContain("H");
        Grid solved25 = Grid.parse(Datasets.lines("sudoku25-frisch.solutions.txt").get(0));
        assertThat(solved25.shape()).isEqualTo(Shape.of(5, 5));
        int cellOf25 = solved25.toString().indexOf('P');
        assertThat(solved25.get(cellOf25)).isEqualTo(25);
        assertThat(solved25.get(solved25.toString().indexOf('A'))).isEqualTo(10);
    }

    @Test
    void seededGridsOfEveryShapeRoundTrip() {
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.of(2, 4), Shape.CLASSIC, Shape.of(3, 4),
                Shape.of(4, 4), Shape.of(5, 5))) {
            Random random = new Random(shape.size());
            Grid full = SeededPuzzles.solvedGrid(shape, random);
            Grid holes = full.with(0, 0).with(shape.cellCount() - 1, 0);
            for (Grid g : List.of(full, holes)) {
                String line = g.toString();
                assertThat(line).as("%s", shape).hasSize(shape.cellCount());
                assertThat(Grid.parse(line, shape)).as("%s", shape).isEqualTo(g);
                if (shape.equals(Shape.forSize(shape.size()))) {
                    assertThat(Grid.parse(line)).as("%s from length alone", shape).isEqualTo(g);
                }
            }
        }
    }

    @Test
    void blanksMayBeWrittenSeveralWays() {
        String dots = Datasets.lines("norvig-top95.txt").get(0);
        Grid expected = Grid.parse(dots);
        for (char blank : LineSpelling.BLANKS.toCharArray()) {
            assertThat(Grid.parse(dots.replace('.', blank))).as("blank '%s'", blank).isEqualTo(expected);
        }
        assertThat(expected.toString()).isEqualTo(dots);
    }

    @Test
    void symbolsRunFromOneToZAndEveryBlankReadsAsZero() {
        assertThat(LineSpelling.symbol(0)).isEqualTo('.');
        assertThat(LineSpelling.symbol(1)).isEqualTo('1');
        assertThat(LineSpelling.symbol(10)).isEqualTo('A');
        assertThat(LineSpelling.symbol(35)).isEqualTo('Z');
        assertThatThrownBy(() -> LineSpelling.symbol(36)).hasMessage("value 36 has no one-line symbol");
        assertThatThrownBy(() -> LineSpelling.symbol(-1)).hasMessage("value -1 has no one-line symbol");
        for (int v = 0; v <= LineSpelling.MAX_VALUE; v++) {
            assertThat(LineSpelling.valueOf(LineSpelling.symbol(v))).isEqualTo(v);
        }
        assertThat(LineSpelling.valueOf('z')).isEqualTo(35);
        for (char blank : LineSpelling.BLANKS.toCharArray()) {
            assertThat(LineSpelling.valueOf(blank)).as("blank '%s'", blank).isZero();
        }
        assertThat(LineSpelling.valueOf('!')).isEqualTo(-1);
    }

    @Test
    void aThirtyFiveSideGridIsTheLargestWrittenInSymbols() {
        Shape shape = Shape.of(5, 7);
        int[] values = new int[35 * 35];
        for (int r = 0; r < 35; r++) {
            for (int c = 0; c < 35; c++) {
                values[35 * r + c] = (7 * (r % 5) + r / 5 + c) % 35 + 1; // the shifted pattern: a valid grid
            }
        }
        Grid solved = Grid.of(shape, values);
        assertThat(Checker.isSolution(Grid.empty(shape), solved)).isTrue();
        String line = solved.toString();
        assertThat(line).hasSize(35 * 35).contains("Z").doesNotContain(",");
        assertThat(Grid.parse(line, shape)).isEqualTo(solved);
    }

    @Test
    void rejectsBadLinesNamingTheProblem() {
        assertThatThrownBy(() -> Grid.parse("1".repeat(80))).hasMessageContaining("80 symbols");
        assertThatThrownBy(() -> Grid.parse("x" + ".".repeat(80))).hasMessageContaining("'x'")
                .hasMessageContaining("r1c1");
        assertThatThrownBy(() -> Grid.parse(".".repeat(80) + "x")).hasMessage(
                "r9c9 holds 'x', which is not a symbol of a 9x9 grid, whose symbols are 1-9 (blank: . or 0)");
        assertThatThrownBy(() -> Grid.parse(".".repeat(35) + "7", Shape.of(2, 3))).hasMessage(
                "r6c6 holds '7', which is not a symbol of a 6x6 grid, whose symbols are 1-6 (blank: . or 0)");
        assertThatThrownBy(() -> Grid.parse("H" + ".".repeat(255))).hasMessage(
                "r1c1 holds 'H', which is not a symbol of a 16x16 grid, whose symbols are 1-9, A-G (blank: . or 0)");
        assertThatThrownBy(() -> Grid.parse("!" + ".".repeat(80))).hasMessage("unexpected character '!' at position 1 (r1c1)");
        assertThatThrownBy(() -> Grid.parse(".".repeat(12) + "\t" + ".".repeat(68)))
                .hasMessage("unexpected character U+0009 at position 13 (r2c4)");
        // The first character past the ASCII table: a message, not an index out of its bounds.
        assertThatThrownBy(() -> Grid.parse("\u0080" + ".".repeat(80)))
                .hasMessage("unexpected character U+0080 at position 1 (r1c1)");
        assertThatThrownBy(() -> Grid.parse(".".repeat(36), Shape.CLASSIC)).isInstanceOf(IllegalArgumentException.class);
        // Past Latin-1, in the middle of the line: named as itself, though the quick reading sees a '?'.
        assertThatThrownBy(() -> Grid.parse(".".repeat(40) + "\u0100" + ".".repeat(40)))
                .hasMessage("unexpected character U+0100 at position 41 (r5c5)");
        assertThatThrownBy(() -> Grid.parse(".".repeat(40) + "?" + ".".repeat(40)))
                .hasMessage("unexpected character '?' at position 41 (r5c5)");
    }

    /** Every character below U+0180 (ASCII, read through a table, and beyond) as the written rule says. */
    @Test
    void everyCharacterReadsAsBlanksAndValueOfSay() {
        Shape shape = Shape.of(5, 5);
        String rest = ".".repeat(shape.cellCount() - 1);
        for (char ch = 0; ch < 0x180; ch++) {
            int expected = LineSpelling.BLANKS.indexOf(ch) >= 0 ? 0 : LineSpelling.valueOf(ch);
            String line = ch + rest;
            if (expected < 0) {
                assertThatThrownBy(() -> Grid.parse(line, shape)).as("U+%04X", (int) ch)
                        .hasMessageContaining("unexpected character");
            } else if (expected > shape.size()) {
                assertThatThrownBy(() -> Grid.parse(line, shape)).as("U+%04X", (int) ch)
                        .hasMessageContaining("which is not a symbol of a 25x25 grid");
            } else {
                assertThat(Grid.parse(line, shape).get(0)).as("U+%04X", (int) ch).isEqualTo(expected);
            }
        }
        assertThat(Grid.parse("a" + rest, shape).get(0)).isEqualTo(10);
        assertThat(Grid.parse("*" + rest, shape).get(0)).isZero();
    }
}
