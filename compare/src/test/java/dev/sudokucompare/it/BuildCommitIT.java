package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The jar says which commit it was built from, as git itself describes the checkout it was built in. */
class BuildCommitIT {

    @TempDir
    Path dir;

    @Test
    void versionNamesTheCommitGitDescribes() throws Exception {
        JarProcess run = JarProcess.start(dir, List.of(), "--version");
        assertThat(run.waitFor(300)).isZero();
        String version = run.out();
        assertThat(version).containsPattern("sudoku-compare \\S+ \\(commit \\S+\\)");
        String commit = version.replaceAll("(?s).*\\(commit (\\S+)\\).*", "$1");
        Process git = new ProcessBuilder("git", "describe", "--always", "--dirty", "--tags").start();
        boolean answered = git.waitFor(300, TimeUnit.SECONDS) && git.exitValue() == 0;
        if (!answered) {
            assertThat(commit).isEqualTo("unknown"); // built outside a git checkout
            return;
        }
        String described = new String(git.getInputStream().readAllBytes()).strip();
        // Files may have changed since the build: compare without the dirty mark.
        assertThat(commit.replace("-dirty", "")).isEqualTo(described.replace("-dirty", ""));
    }
}
