package dev.sudokucompare.report.provenance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The jar's digest is kept beside it and used only while the jar is the one it was computed for. */
class JarDigestTest {

    @TempDir
    Path dir;

    @Test
    void theDigestIsKeptUsedWhileTheJarIsUnchangedAndComputedAgainWhenItChanges() throws IOException {
        Path jar = dir.resolve("tool.jar");
        byte[] bytes = new byte[100_000];
        new Random(7).nextBytes(bytes);
        Files.write(jar, bytes);
        String first = JarDigest.of(jar).orElseThrow();
        assertThat(first).isEqualTo(SolverOrigins.sha256(jar).orElseThrow());
        Path kept = dir.resolve("tool.jar.sha256");
        assertThat(Files.readString(kept)).startsWith(first + "  tool.jar\n");

        // A kept digest for the same size and time is used as it stands (so it is not recomputed).
        String planted = HexFormat.of().formatHex(new byte[32]);
        Files.writeString(kept, Files.readString(kept).replace(first, planted));
        assertThat(JarDigest.of(jar)).contains(planted);

        // The jar rebuilt: same size, a new time and new bytes; the digest is computed again.
        bytes[0] ^= 1;
        Files.write(jar, bytes);
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5_000));
        String second = JarDigest.of(jar).orElseThrow();
        assertThat(second).isNotEqualTo(first).isNotEqualTo(planted)
                .isEqualTo(SolverOrigins.sha256(jar).orElseThrow());
    }

    @Test
    void aDirectoryThatCannotBeWrittenStillGetsTheDigest() throws IOException {
        Path jar = dir.resolve("tool.jar");
        Files.write(jar, new byte[] {1, 2, 3});
        Files.createDirectory(dir.resolve("tool.jar.sha256")); // the name is taken by a directory
        assertThat(JarDigest.of(jar)).isEqualTo(SolverOrigins.sha256(jar));
    }
}
