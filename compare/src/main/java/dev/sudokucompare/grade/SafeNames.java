package dev.sudokucompare.grade;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A student's id as a file name ({@code feedback/<name>.md}, {@code build/<name>/}): letters and
 * digits of any script, '.', '-' and '_' kept, anything else (spaces, slashes, control characters)
 * made '_', cut to 80 characters; when that changed the id, a short hash of the id is added, so two
 * ids never share a file.
 */
final class SafeNames {

    private static final int MAX = 80;

    private SafeNames() {
    }

    static String of(String student) {
        StringBuilder sb = new StringBuilder();
        student.codePoints().forEach(c -> sb.appendCodePoint(Character.isLetterOrDigit(c) || c == '-' || c == '_'
                || c == '.' ? c : '_'));
        String safe = sb.toString();
        if (safe.startsWith(".")) {
            safe = "_" + safe.substring(1);
        }
        if (safe.codePointCount(0, safe.length()) > MAX) {
            safe = safe.substring(0, safe.offsetByCodePoints(0, MAX));
        }
        return safe.equals(student) && !safe.isEmpty() ? safe : safe + "-" + sha256(student).substring(0, 8);
    }

    static String sha256(String text) {
        return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }
}
