package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * {@code sudoku25-frisch-images.txt} is what datasets/README.md says it is: line for line a
 * symmetric image of {@code sudoku25-frisch.txt} (transposed for lines 1-18; first and last bands
 * swapped and each stack's columns reversed for lines 19-36; values relabelled one to one), and
 * its solutions file holds a valid completion of each image.
 */
class FrischImagesDatasetTest {

    private static final int N = 25;

    @Test
    void eachLineIsASymmetricImageOfItsOriginal() {
        List<String> originals = Datasets.lines("sudoku25-frisch.txt");
        List<String> images = Datasets.lines("sudoku25-frisch-images.txt");
        assertThat(images).hasSize(2 * originals.size());
        for (int k = 0; k < originals.size(); k++) {
            Grid original = Grid.parse(originals.get(k));
            assertIsImage(original, Grid.parse(images.get(k)), (row, col) -> col * N + row, "transposed", k + 1);
            assertIsImage(original, Grid.parse(images.get(k + originals.size())),
                    (row, col) -> bandsSwapped(row) * N + stackReversed(col), "bands and columns moved",
                    k + 1 + originals.size());
        }
    }

    @Test
    void eachSolutionCompletesItsImage() {
        List<String> images = Datasets.lines("sudoku25-frisch-images.txt");
        List<String> solutions = Datasets.lines("sudoku25-frisch-images.solutions.txt");
        assertThat(solutions).hasSameSizeAs(images);
        for (int k = 0; k < images.size(); k++) {
            assertThat(Checker.check(Grid.parse(images.get(k)), Grid.parse(solutions.get(k))))
                    .as("line %d", k + 1).isEmpty();
        }
    }

    private static int bandsSwapped(int row) {
        int band = row / 5;
        int swapped = band == 0 ? 4 : band == 4 ? 0 : band;
        return swapped * 5 + row % 5;
    }

    private static int stackReversed(int col) {
        return col / 5 * 5 + 4 - col % 5;
    }

    /** Every cell of {@code image} is the original's cell {@code source(row, col)}, relabelled one to one. */
    private static void assertIsImage(Grid original, Grid image, IntBinaryOperator source, String how, int line) {
        Map<Integer, Integer> relabel = new HashMap<>();
        for (int row = 0; row < N; row++) {
            for (int col = 0; col < N; col++) {
                int from = original.get(source.applyAsInt(row, col));
                int to = image.get(row, col);
                assertThat(to == 0).as("line %d (%s): blank at row %d, column %d", line, how, row + 1, col + 1)
                        .isEqualTo(from == 0);
                if (from != 0) {
                    assertThat(relabel.computeIfAbsent(from, v -> to)).as("line %d (%s): value %d relabelled once",
                            line, how, from).isEqualTo(to);
                }
            }
        }
        assertThat(relabel.values()).as("line %d (%s): one to one", line, how).doesNotHaveDuplicates();
    }
}
