package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The kit's bundled files are exactly the lines of datasets/ that the README beside them names
 * (scripts/make-tck-puzzles.sh cuts them), so their provenance is that of the datasets.
 */
class BundledPuzzlesTest {

    @ParameterizedTest(name = "{0} = {1} lines {2}")
    @CsvSource(delimiter = '|', textBlock = """
            unique-9x9.txt                      | special-unique.txt             | 1 3 5 6 7 8
            unique-9x9.solutions.txt            | special-unique.solutions.txt   | 1 3 5 6 7 8
            multiple-9x9.txt                    | multi-solutions.txt            | 1 2 3 4 6 11 12 13 14 18
            multiple-9x9.counts.txt             | multi-solutions.counts.txt     | 1 2 3 4 6 11 12 13 14 18
            multiple-9x9.lexmin.txt             | multi-solutions.lexmin.txt     | 1 2 3 4 6 11 12 13 14 18
            two-solutions-9x9.txt               | two-solutions.txt              | 1 2 3 4 5 6 7 8 9
            two-solutions-9x9.solutions.txt     | two-solutions.solutions.txt    | 1 2 3 4 5 6 7 8 9
            many-solutions-9x9.txt              | many-solutions.txt             | 1 2 3
            many-solutions-9x9.lexmin.txt       | many-solutions.lexmin.txt      | 1 2 3
            no-solution-9x9.txt                 | no-solution.txt                | 1 2 4 9
            conflicting-9x9.txt                 | conflicting-givens.txt         | 1 2 3 4 5 6 7
            unique-16x16.txt                    | sudoku16-janko-55.txt          | 1 2 3 4
            unique-16x16.solutions.txt          | sudoku16-janko-55.solutions.txt | 1 2 3 4
            unique-25x25.txt                    | sudoku25-frisch.txt            | 17 18
            unique-25x25.solutions.txt          | sudoku25-frisch.solutions.txt  | 17 18
            """)
    void bundledFileIsACutOfItsDataset(String bundled, String dataset, String lines) {
        List<String> source = Datasets.lines(dataset);
        List<String> expected = IntStream.of(numbers(lines)).mapToObj(n -> source.get(n - 1)).toList();
        List<String> actual = BundledPuzzles.lines(bundled);
        // unique-9x9 continues with Kaggle rows; the head must be the special-unique cut.
        assertThat(actual.subList(0, Math.min(actual.size(), expected.size()))).isEqualTo(expected);
        if (!bundled.startsWith("unique-9x9")) {
            assertThat(actual).hasSameSizeAs(expected);
        }
    }

    @ParameterizedTest
    @CsvSource({"unique-9x9.txt, kaggle-10000.txt", "unique-9x9.solutions.txt, kaggle-10000.solutions.txt"})
    void uniqueNineByNineEndsWithTheFirstKaggleRows(String bundled, String dataset) {
        List<String> actual = BundledPuzzles.lines(bundled);
        assertThat(actual).hasSize(10);
        assertThat(actual.subList(6, 10)).isEqualTo(Datasets.lines(dataset, 4));
    }

    private static int[] numbers(String spaced) {
        return Arrays.stream(spaced.strip().split("\\s+")).mapToInt(Integer::parseInt).toArray();
    }
}
