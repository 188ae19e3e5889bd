package dev.sudokucompare.input;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.frame.Choice;
import java.util.Locale;

/**
 * Every format an input can be read in, by the one name the command line uses: {@code auto}
 * (guessed from the extension and first lines), the puzzle formats of core, and Kaggle CSV, which
 * core does not read (it needs commons-csv).
 */
public enum InputFormat implements Choice {
    AUTO("guessed from the file name (.csv is kaggle) and the first lines", null),
    LINE(null, PuzzleFormat.LINE),
    BOJ2580(null, PuzzleFormat.BOJ2580),
    BOJ2239(null, PuzzleFormat.BOJ2239),
    TOKENS(null, PuzzleFormat.TOKENS),
    KAGGLE("CSV with a quizzes/puzzle column and an optional solutions/solution column; other columns are "
            + "carried into results.csv", null);

    private final String description;
    private final PuzzleFormat puzzleFormat;

    InputFormat(String description, PuzzleFormat puzzleFormat) {
        this.description = description;
        this.puzzleFormat = puzzleFormat;
    }

    /** The name on the command line: {@code auto}, {@code line}, {@code kaggle} ... */
    @Override
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String description() {
        return puzzleFormat != null ? puzzleFormat.description() : description;
    }

    /** The core format this reads, or null for {@code auto} and {@code kaggle}. */
    public PuzzleFormat puzzleFormat() {
        return puzzleFormat;
    }

    /**
     * The format of that name, case-insensitive.
     *
     * @throws IllegalArgumentException naming the valid ones
     */
    public static InputFormat byName(String name) {
        return Choice.find(InputFormat.class, "format", name);
    }
}
