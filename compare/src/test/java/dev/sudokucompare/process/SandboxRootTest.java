package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.Cancellation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The sandbox's root (the tmpfs bubblewrap builds to hold its mount points, the program's
 * directory's parents among them) is read-only: before, a program could create files beside its
 * own directory there (they lived only as long as the sandbox, but the promise is "its own
 * directory and a private /tmp, nothing else"). The directory kept outside /tmp here on purpose:
 * under /tmp its parents would be the private /tmp's, which a program may write.
 */
class SandboxRootTest {

    private static Path dir;

    @BeforeAll
    static void sandbox() throws IOException {
        SandboxRequired.require();
        Path parent = Files.createDirectories(Path.of("target", "sandbox-root").toAbsolutePath());
        dir = Files.createTempDirectory(parent, "own-");
    }

    private static ProcessOutcome inSandbox(Sandbox sandbox, String script) throws IOException {
        ProgramLimits limits = new ProgramLimits(Duration.ofSeconds(60), 256L << 20).withSandbox(sandbox);
        return ProcessRunner.run(List.of("/bin/sh", "-c", script), "", Duration.ofMinutes(5), new Cancellation(), limits);
    }

    @Test
    void aProgramWritesNeitherBesideItsDirectoryNorAtTheRoot() throws IOException {
        Path twoUp = dir.getParent().getParent().resolve("two-up");
        ProcessOutcome run = inSandbox(Sandbox.around(dir), "for f in ../beside /beside-root " + twoUp
                + "; do if touch \"$f\" 2>/dev/null; then echo \"wrote $f\"; fi; done; echo done");
        // Nothing reached the machine's file system, wherever the directory is.
        assertThat(dir.resolveSibling("beside")).doesNotExist();
        assertThat(Path.of("/beside-root")).doesNotExist();
        assertThat(twoUp).doesNotExist();
        if (!dir.startsWith(Path.of("/tmp"))) {
            // Not even inside the sandbox (under /tmp the parents are the private /tmp's, which a
            // program may write: a clone under /tmp, as CI makes one, sees its writes there).
            assertThat(run.stdout()).as(run.stderr()).isEqualTo("done\n");
        } else {
            assertThat(run.stdout()).as(run.stderr()).endsWith("done\n").doesNotContain("wrote /beside-root");
        }
    }

    /** Under /tmp the directory's parents are not the private /tmp's: a clone under /tmp (as CI makes one) saw writes there. */
    @Test
    void underTmpTooItWritesNothingBesideItsDirectoryButItsPrivateTmpStaysWritable() throws IOException {
        Path top = Files.createTempDirectory(Path.of("/tmp"), "sandbox-root-");
        try {
            Path own = Files.createDirectories(top.resolve("class/own"));
            ProcessOutcome run = inSandbox(Sandbox.around(own).withWritableDirectory(), "for f in ../beside ../../two-up "
                    + top + "/three-up; do if touch \"$f\" 2>/dev/null; then echo \"wrote $f\"; fi; done; "
                    + "touch ./built /tmp/scratch && echo done");
            assertThat(run.stdout()).as(run.stderr()).isEqualTo("done\n");
            assertThat(own.resolve("built")).exists();
        } finally {
            try (var files = Files.walk(top)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    @Test
    void itsPrivateTmpAndItsDirectoryWhileCompilingStayWritable() throws IOException {
        ProcessOutcome run = inSandbox(Sandbox.around(dir).withWritableDirectory(),
                "touch /tmp/scratch && touch ./built && echo both");
        assertThat(run.stdout()).as(run.stderr()).isEqualTo("both\n");
        assertThat(dir.resolve("built")).exists();
    }
}
