package dev.sudokucompare.report.provenance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * The SHA-256 of the tool's jar, kept beside it in {@code NAME.sha256} with the size and
 * modification time it was computed for, as git's index keeps a file's stat beside its hash.
 * Hashing the 40 MB jar took about 250 ms of every run that wrote reports; the kept digest is used
 * only while the jar's size and time are the ones it was computed for, so a rebuilt or replaced
 * jar is hashed again. A directory that cannot be written just means hashing every run.
 */
final class JarDigest {

    private JarDigest() {
    }

    static Optional<String> of(Path jar) {
        Path kept = jar.resolveSibling(jar.getFileName() + ".sha256");
        String stamp;
        try {
            BasicFileAttributes a = Files.readAttributes(jar, BasicFileAttributes.class);
            stamp = a.size() + " " + a.lastModifiedTime().toMillis();
        } catch (IOException e) {
            return Optional.empty();
        }
        Optional<String> known = read(kept, stamp);
        if (known.isPresent()) {
            return known;
        }
        Optional<String> digest = SolverOrigins.sha256(jar);
        digest.ifPresent(d -> keep(kept, d + "  " + jar.getFileName() + "\n" + stamp + "\n"));
        return digest;
    }

    /** The digest kept for this stamp: first line "HEX  NAME" (sha256sum's format), second the stamp. */
    private static Optional<String> read(Path kept, String stamp) {
        try {
            if (!Files.isRegularFile(kept) || Files.size(kept) > 1024) {
                return Optional.empty();
            }
            String[] lines = Files.readString(kept, StandardCharsets.UTF_8).split("\n");
            String hex = lines[0].split(" ", 2)[0];
            return lines.length >= 2 && lines[1].equals(stamp) && hex.matches("[0-9a-f]{64}") ? Optional.of(hex)
                    : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static void keep(Path kept, String text) {
        try {
            Path tmp = Files.createTempFile(kept.getParent(), ".sha256", ".tmp");
            try {
                Files.writeString(tmp, text, StandardCharsets.UTF_8);
                Files.move(tmp, kept, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException | RuntimeException e) {
            // not writable here: the next run hashes again
        }
    }
}
