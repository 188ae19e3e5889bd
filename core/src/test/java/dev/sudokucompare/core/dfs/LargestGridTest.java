package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.core.solve.SolveResult;
import java.io.IOException;
import java.io.StringReader;
import java.util.Random;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * N = 64, the largest grid: one value per bit of a {@code long}, so every mask is full (-1) and the
 * shifts that build it for smaller N would wrap. Every rung solves one; past 35 values the grid
 * is written as numbers, and the tokens format reads it back.
 */
class LargestGridTest {

    private static final Shape LARGEST = Shape.of(8, 8);

    @Test
    void sixtyFourIsTheLargestSide() {
        assertThat(Shape.MAX_SIZE).isEqualTo(64);
        assertThat(Shape.forSize(64)).isEqualTo(LARGEST);
        assertThat(Shape.of(1, 64).size()).isEqualTo(64);
        assertThat(Shape.parse("64")).isEqualTo(LARGEST);
        assertThat(Shape.forCellCount(4096)).contains(LARGEST);
        assertThatThrownBy(() -> Shape.of(1, 65)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Shape.of(8, 9)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Shape.forCellCount(65 * 65)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"dfs-scan", "dfs-table", "dfs-bitmask", "dfs-mrv", "dfs"})
    void everyRungSolvesA64x64Puzzle(String name) {
        Random random = new Random(64);
        Grid solution = Grid.of(LARGEST, FastDfsFixtures.randomSolution(LARGEST, random));
        int[] values = solution.toArray();
        for (int k = 0; k < 300; k++) {
            values[random.nextInt(values.length)] = 0;
        }
        // A cell holding 64 (the top bit) must be left for the search to fill.
        values[cellHolding(solution, 64)] = 0;
        Grid puzzle = Grid.of(LARGEST, values);
        SolveResult r = Solvers.named(name).solve(puzzle, HangGuard.first());
        SolveAssertions.assertSolved(name, puzzle, r, null);
        assertThat(Checker.isSolution(puzzle, r.solution())).isTrue();
    }

    @Test
    void gridsPastThirtyFiveValuesAreWrittenAsNumbers() {
        Shape shape = Shape.of(6, 6);
        Grid empty = Grid.empty(shape);
        assertThat(empty.toString()).isEqualTo(String.join(",", Collections.nCopies(36 * 36, "0")));
        Grid solved = Grid.of(shape, FastDfsFixtures.randomSolution(shape, new Random(36)));
        String text = solved.toString();
        assertThat(text.split(",")).hasSize(36 * 36);
        assertThat(text).startsWith(solved.get(0) + "," + solved.get(1) + ",").endsWith("," + solved.get(36 * 36 - 1));
        assertThatThrownBy(() -> Grid.parse(Grid.empty(shape).toString().replace(",", ""), shape))
                .hasMessageContaining("up to 35");
    }

    @Test
    void tokensRoundTripA64x64Grid() throws IOException {
        Grid solved = Grid.of(LARGEST, FastDfsFixtures.randomSolution(LARGEST, new Random(4096)));
        String text = PuzzleFormat.TOKENS.write(solved);
        PuzzleReader reader = PuzzleFormat.TOKENS.reader(new StringReader(text + "\n" + text), "64.tok");
        for (int k = 0; k < 2; k++) {
            PuzzleRecord record = reader.next();
            assertThat(record.isMalformed()).as("%s", record).isFalse();
            assertThat(record.puzzle()).isEqualTo(solved);
        }
        assertThat(reader.next()).isNull();
    }

    private static int cellHolding(Grid solution, int value) {
        for (int i = 0; i < solution.shape().cellCount(); i++) {
            if (solution.get(i) == value) {
                return i;
            }
        }
        throw new AssertionError("no " + value + " in the solution");
    }
}
