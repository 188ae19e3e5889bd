package dev.sudokucompare.input;

import dev.sudokucompare.core.format.PuzzleFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Every format an input can be read in, by the one name the command line uses: {@code auto}
 * (guessed from the extension and first lines), the puzzle formats of core, and Kaggle CSV, which
 * core does not read (it needs commons-csv).
 */
public enum InputFormat {
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
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String description() {
        return puzzleFormat != null ? puzzleFormat.description() : description;
    }

    /** The core format this reads, or null for {@code auto} and {@code kaggle}. */
    public PuzzleFormat puzzleFormat() {
        return puzzleFormat;
    }

    /** The names, in the order help and {@code list} show them. */
    public static List<String> names() {
        return Arrays.stream(values()).map(InputFormat::optionName).toList();
    }

    /**
     * The format of that name, case-insensitive.
     *
     * @throws IllegalArgumentException naming the valid ones
     */
    public static InputFormat byName(String name) {
        return Arrays.stream(values()).filter(f -> f.optionName().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown format '" + name + "'; known: "
                        + String.join(", ", names())));
    }
}
