package dev.sudokucompare.solvers.programs;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The solver programs these tests run for real. Without one, its tests are skipped on a developer's
 * machine but fail where {@code CI} is set: {@code .ci/run} installs them (Debian packages of the
 * same names), so a missing program there is a broken setup, not a reason to test less.
 */
public final class InstalledPrograms {

    private InstalledPrograms() {
    }

    public static void require(String program) {
        boolean found = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(dir -> !dir.isEmpty()).map(dir -> Path.of(dir, program))
                .anyMatch(p -> Files.isExecutable(p) && !Files.isDirectory(p));
        String missing = program + " is not installed (Debian: apt-get install " + program + ")";
        if (!found && System.getenv("CI") != null) {
            fail(missing + "; .ci/run installs it");
        }
        assumeTrue(found, missing);
    }
}
