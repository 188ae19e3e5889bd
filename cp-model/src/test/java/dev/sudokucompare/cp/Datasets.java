package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The shared puzzle collections, found through the {@code datasets.dir} property the build sets. */
final class Datasets {

    private Datasets() {
    }

    static Path file(String name) {
        String dir = System.getProperty("datasets.dir");
        assertThat(dir).as("system property datasets.dir (set by the Maven build)").isNotNull();
        Path path = Path.of(dir, name);
        assertThat(path).as("dataset file").isRegularFile();
        return path;
    }

    static List<String> lines(String name) {
        try {
            return Files.readAllLines(file(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Grid> grids(String name) {
        return lines(name).stream().map(Grid::parse).toList();
    }
}
