package dev.sudokucompare.report.provenance;

/**
 * One input as it was when read: its name, the SHA-256 of its bytes (hex; empty when it could not
 * be hashed, such as standard input or a pipe) and its size in bytes (-1 then).
 */
public record InputDigest(String name, String sha256, long bytes) {

    public InputDigest {
        sha256 = sha256 == null ? "" : sha256;
    }

    public boolean hashed() {
        return !sha256.isEmpty();
    }
}
