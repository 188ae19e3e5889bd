package dev.sudokucompare.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
        String why = Sandbox.unavailable();
        if (why != null && "true".equals(System.getenv("CI"))) {
            fail("no sandbox on CI: " + why);
        }
        assumeTrue(why == null, "no sandbox here: " + why);
        Path parent = Files.createDirectories(Path.of("target", "sandbox-root").toAbsolutePath());
        dir = Files.createTempDirectory(parent, "own-");
    }

    private static ProcessOutcome inSandbox(Sandbox sandbox, String script) throws IOException {
        ProgramLimits limits = new ProgramLimits(Duration.ofSeconds(60), 256L << 20).withSandbox(sandbox);
        return ProcessRunner.run(List.of("/bin/sh", "-c", script), "", Duration.ofMinutes(5), new Cancellation(), limits);
    }

    @Test
    void aProgramWritesNeitherBesideItsDirectoryNorAtTheRoot() throws IOException {
        ProcessOutcome run = inSandbox(Sandbox.around(dir), "for f in ../beside /beside-root " + dir.getParent().getParent()
                + "/two-up; do if touch \"$f\" 2>/dev/null; then echo \"wrote $f\"; fi; done; echo done");
        assertThat(run.stdout()).as(run.stderr()).isEqualTo("done\n");
    }

    @Test
    void itsPrivateTmpAndItsDirectoryWhileCompilingStayWritable() throws IOException {
        ProcessOutcome run = inSandbox(Sandbox.around(dir).withWritableDirectory(),
                "touch /tmp/scratch && touch ./built && echo both");
        assertThat(run.stdout()).as(run.stderr()).isEqualTo("both\n");
        assertThat(dir.resolve("built")).exists();
    }
}
