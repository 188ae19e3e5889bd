package dev.sudokucompare.core;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The puzzle collections shipped in the repository's {@code datasets/}, found through the {@code datasets.dir} system property that
 * surefire sets. A missing property or directory fails the test loudly: a test that silently
 * skipped its data would prove nothing.
 */
public final class Datasets {

    private Datasets() {
    }

    /** The datasets directory; throws with a hint when it is not there. */
    public static Path dir() {
        String dir = System.getProperty("datasets.dir");
        if (dir == null || dir.isBlank()) {
            throw new IllegalStateException("system property datasets.dir is not set;"
                    + " run the tests through Maven (surefire sets it to the repository's datasets/)");
        }
        Path path = Path.of(dir);
        if (!Files.isDirectory(path)) {
            throw new IllegalStateException("datasets.dir=" + dir + " is not a directory ("
                    + path.toAbsolutePath() + "); the tests need the puzzle collections of datasets/");
        }
        return path;
    }

    /** One file of the collection; throws naming it when it is missing. */
    public static Path file(String name) {
        Path path = dir().resolve(name);
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException("dataset file " + name + " not found in " + dir().toAbsolutePath());
        }
        return path;
    }

    public static String text(String name) {
        try {
            return Files.readString(file(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static List<String> lines(String name) {
        try {
            return Files.readAllLines(file(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first {@code limit} lines (all of them when there are fewer). */
    public static List<String> lines(String name, int limit) {
        List<String> all = lines(name);
        return all.subList(0, Math.min(limit, all.size()));
    }

    /** Every line of a one-line-format file, parsed. */
    public static List<Grid> grids(String name) {
        return lines(name).stream().map(Grid::parse).toList();
    }

    public static List<Grid> grids(String name, int limit) {
        return lines(name, limit).stream().map(Grid::parse).toList();
    }
}
