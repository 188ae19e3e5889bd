package dev.sudokucompare.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads a size: {@code 512k}, {@code 256m}, {@code 1g}, {@code 1.5G}, or bytes; powers of 1024. */
final class Sizes {

    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmg]i?b?|b)?");

    private Sizes() {
    }

    /** @throws IllegalArgumentException naming the value when it is not a size */
    static long bytes(String value) {
        Matcher m = SIZE.matcher(value.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + value + "' is not a size (examples: 512m, 1g, 65536)");
        }
        double amount = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "b" : m.group(2).substring(0, 1);
        long factor = switch (unit) {
            case "k" -> 1L << 10;
            case "m" -> 1L << 20;
            case "g" -> 1L << 30;
            default -> 1;
        };
        long bytes = Math.round(amount * factor);
        if (bytes <= 0) {
            throw new IllegalArgumentException("'" + value + "' must be a positive size");
        }
        return bytes;
    }
}
