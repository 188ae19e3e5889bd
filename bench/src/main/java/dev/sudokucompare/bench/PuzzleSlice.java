package dev.sudokucompare.bench;

import dev.sudokucompare.core.Grid;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The puzzles a benchmark cycles through: a whole dataset, or every k-th line of the two big
 * ones, so runs stay short and every run measures the same puzzles.
 */
final class PuzzleSlice {

    /** Where the datasets are: {@code -Ddatasets.dir=...}, else the repository's own {@code datasets/}. */
    static final String DATASETS_DIR = System.getProperty("datasets.dir", "datasets");

    private PuzzleSlice() {
    }

    /** Lines 1, 1+k, 1+2k, ... of {@code file} (every line when k is 1), parsed. */
    static Grid[] everyKth(String file, int k) {
        Path path = Path.of(DATASETS_DIR, file);
        List<String> lines;
        try {
            lines = Files.readAllLines(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path.toAbsolutePath()
                    + " (run from the repository root or pass -Ddatasets.dir=...)", e);
        }
        Grid[] puzzles = new Grid[(lines.size() + k - 1) / k];
        for (int i = 0; i < puzzles.length; i++) {
            puzzles[i] = Grid.parse(lines.get(i * k));
        }
        return puzzles;
    }
}
