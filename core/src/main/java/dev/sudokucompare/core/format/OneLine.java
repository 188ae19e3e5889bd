package dev.sudokucompare.core.format;

/**
 * Text from an input, fit to print on one line of a message or report: cut to a length, and
 * every control character, line break of any kind or invisible format character (bidi overrides,
 * zero-width marks) shown as '?', so a hostile file can neither break a line, nor send escape
 * sequences to a terminal, nor reorder what a reader sees.
 */
public final class OneLine {

    private OneLine() {
    }

    /** {@code text} cut to {@code maxChars} (with "..." when cut) and made printable. */
    public static String of(String text, int maxChars) {
        String cut = text.length() > maxChars ? text.substring(0, maxChars) + "..." : text;
        return cut.replaceAll("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]", "?");
    }
}
