package dev.sudokucompare.cli;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Reads {@code 10s}, {@code 250ms}, {@code 2m}, {@code 1.5s}, {@code 1h} or ISO {@code PT10S}; a bare number is seconds. */
final class Durations implements CommandLine.ITypeConverter<Duration> {

    private static final Pattern SIMPLE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ns|us|µs|ms|s|m|min|h)?");

    @Override
    public Duration convert(String value) {
        return parse(value);
    }

    static Duration parse(String value) {
        String s = value.strip().toLowerCase(Locale.ROOT);
        Matcher m = SIMPLE.matcher(s);
        Duration d;
        if (m.matches()) {
            double amount = Double.parseDouble(m.group(1));
            String unit = m.group(2) == null ? "s" : m.group(2);
            double nanosPerUnit = switch (unit) {
                case "ns" -> 1;
                case "us", "µs" -> 1e3;
                case "ms" -> 1e6;
                case "s" -> 1e9;
                case "m", "min" -> 60e9;
                default -> 3600e9;
            };
            d = Duration.ofNanos(Math.round(amount * nanosPerUnit));
        } else {
            try {
                d = Duration.parse(value.strip().toUpperCase(Locale.ROOT));
            } catch (DateTimeParseException e) {
                throw new CommandLine.TypeConversionException("'" + value
                        + "' is not a duration (examples: 500ms, 10s, 2m, 1h)");
            }
        }
        if (d.isZero() || d.isNegative()) {
            throw new CommandLine.TypeConversionException("'" + value + "' must be a positive duration");
        }
        return d;
    }
}
