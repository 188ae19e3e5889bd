package dev.sudokucompare.report;

import dev.sudokucompare.report.provenance.InputDigest;
import com.fasterxml.jackson.databind.JsonNode;
import dev.sudokucompare.core.OneLine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads manifest.json's fields strictly: a number must be an integer within its range (Jackson's
 * own conversions wrap a huge one round silently), a flag a boolean, a digest 64 hex digits or
 * none. A forged manifest is refused in one line naming the field, never believed.
 */
final class ManifestFields {

    /** A year in nanoseconds: no limit, warm-up or call of a run is longer. */
    static final long MAX_NANOS = 365L * 24 * 3600 * 1_000_000_000L;
    static final long MAX_REPEAT = 1_000_000;
    static final long MAX_THREADS = 1 << 16;

    private final Path file;

    ManifestFields(Path file) {
        this.file = file;
    }

    /** The integer {@code parent.field}, within [min, max]. */
    long number(JsonNode parent, String field, long min, long max) throws IOException {
        JsonNode n = parent.path(field);
        if (!n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < min || n.asLong() > max) {
            throw new IOException(file + ": " + field + " " + shown(n) + " is not a whole number from " + min + " to "
                    + max);
        }
        return n.asLong();
    }

    /** The text {@code parent.field}, which must be there. */
    String text(JsonNode parent, String field) throws IOException {
        JsonNode n = parent.path(field);
        if (!n.isTextual()) {
            throw new IOException(file + ": " + field + " " + shown(n) + " is not a text");
        }
        return n.textValue();
    }

    boolean flag(JsonNode parent, String field) throws IOException {
        JsonNode n = parent.path(field);
        if (!n.isBoolean()) {
            throw new IOException(file + ": " + field + " " + shown(n) + " is not true or false");
        }
        return n.booleanValue();
    }

    /** Inputs as {name, sha256, bytes}: a digest is 64 hex digits, or empty with bytes -1 (not hashed). */
    List<InputDigest> digests(JsonNode array) throws IOException {
        List<InputDigest> out = new ArrayList<>();
        for (JsonNode x : array) {
            String sha = x.path("sha256").asText("");
            long bytes = number(x, "bytes", -1, Long.MAX_VALUE);
            if (!(sha.isEmpty() ? bytes == -1 : sha.matches("[0-9a-f]{64}"))) {
                throw new IOException(file + ": input " + shown(x.path("name")) + " has a digest " + shown(x.path("sha256"))
                        + " that is not a SHA-256");
            }
            out.add(new InputDigest(x.path("name").asText(), sha, bytes));
        }
        return out;
    }

    private static String shown(JsonNode n) {
        return n.isMissingNode() ? "(missing)" : OneLine.of(n.toString(), 60);
    }
}
