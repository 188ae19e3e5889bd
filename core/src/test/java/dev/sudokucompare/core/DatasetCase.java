package dev.sudokucompare.core;

import java.util.ArrayList;
import java.util.List;

/**
 * One puzzle of a dataset file with its 1-based line, and the solution from the file's
 * line-aligned {@code .solutions.txt} when the dataset ships one (null otherwise).
 */
public record DatasetCase(String file, int line, Grid puzzle, Grid solution) {

    /** The first {@code limit} puzzles of {@code name}.txt, without solutions. */
    public static List<DatasetCase> of(String name, int limit) {
        List<String> puzzles = Datasets.lines(name + ".txt", limit);
        List<DatasetCase> cases = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            cases.add(new DatasetCase(name, i + 1, Grid.parse(puzzles.get(i)), null));
        }
        return cases;
    }

    /** The first {@code limit} puzzles of {@code name}.txt, each with its line of {@code name}.solutions.txt. */
    public static List<DatasetCase> withSolutions(String name, int limit) {
        List<String> puzzles = Datasets.lines(name + ".txt", limit);
        List<String> solutions = Datasets.lines(name + ".solutions.txt", limit);
        if (puzzles.size() != solutions.size()) {
            throw new IllegalStateException(name + ": " + puzzles.size() + " puzzles but "
                    + solutions.size() + " solutions");
        }
        List<DatasetCase> cases = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            cases.add(new DatasetCase(name, i + 1, Grid.parse(puzzles.get(i)), Grid.parse(solutions.get(i))));
        }
        return cases;
    }

    /** "norvig-top95:17", for assertion messages. */
    public String where() {
        return file + ":" + line;
    }

    @Override
    public String toString() {
        return where();
    }
}
