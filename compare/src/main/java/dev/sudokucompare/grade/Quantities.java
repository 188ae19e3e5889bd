package dev.sudokucompare.grade;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations ({@code 2s}, {@code 500ms}) and sizes ({@code 256m}, {@code 1g}) as the plan and language files write them. */
final class Quantities {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min)?");
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmg]i?b?|b)?");

    private Quantities() {
    }

    /** @throws IllegalArgumentException saying what is expected */
    static Duration duration(String text) {
        Matcher m = DURATION.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("not a duration: " + text + " (expected e.g. 500ms, 2s, 1m)");
        }
        BigDecimal n = new BigDecimal(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        BigDecimal millis = switch (unit) {
            case "ms" -> n;
            case "m", "min" -> n.multiply(BigDecimal.valueOf(60_000));
            default -> n.multiply(BigDecimal.valueOf(1000));
        };
        return Duration.ofMillis(millis.longValue());
    }

    /** @throws IllegalArgumentException saying what is expected */
    static long bytes(String text) {
        Matcher m = SIZE.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("not a size: " + text + " (expected e.g. 256m, 1g, 0)");
        }
        BigDecimal n = new BigDecimal(m.group(1));
        char unit = m.group(2) == null ? 'b' : m.group(2).charAt(0);
        long factor = switch (unit) {
            case 'k' -> 1L << 10;
            case 'm' -> 1L << 20;
            case 'g' -> 1L << 30;
            default -> 1;
        };
        return n.multiply(BigDecimal.valueOf(factor)).longValue();
    }
}
