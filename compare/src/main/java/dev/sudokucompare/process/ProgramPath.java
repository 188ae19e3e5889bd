package dev.sudokucompare.process;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The file a command's first word starts, looked up as {@code execvp} does (the start goes through
 * {@code setsid}, which calls it): a word with a slash is a path as given; any other word is the
 * first executable regular file of that name in the PATH's directories, an empty entry meaning the
 * working directory. One lookup for starting a program and for naming it in a run's provenance.
 */
public final class ProgramPath {

    private ProgramPath() {
    }

    /** The executable file {@code word} starts, if there is one. */
    public static Optional<Path> of(String word) {
        try {
            if (word.contains("/")) {
                return runnable(Path.of(word));
            }
            String path = System.getenv("PATH");
            for (String dir : path == null ? new String[0] : path.split(File.pathSeparator, -1)) {
                Optional<Path> found = runnable(Path.of(dir.isEmpty() ? "." : dir, word));
                if (found.isPresent()) {
                    return found;
                }
            }
            return Optional.empty();
        } catch (InvalidPathException e) {
            return Optional.empty(); // a word no file can be named by
        }
    }

    private static Optional<Path> runnable(Path candidate) {
        return Files.isRegularFile(candidate) && Files.isExecutable(candidate) ? Optional.of(candidate) : Optional.empty();
    }
}
