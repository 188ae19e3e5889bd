package dev.sudokucompare.solvers.programs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A fresh temporary directory (only its owner may enter) for the files one run of a program reads
 * and writes, removed with whatever the program left in it. Every run has its own, so calls on
 * several threads never share a file.
 */
final class ScratchDir implements AutoCloseable {

    private final Path dir;

    ScratchDir(String prefix) throws IOException {
        this.dir = Files.createTempDirectory(prefix);
    }

    Path resolve(String name) {
        return dir.resolve(name);
    }

    @Override
    public void close() {
        // A link the program left is removed itself, never followed.
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // A file that cannot be removed stays in the temporary directory, harmless.
        }
    }
}
