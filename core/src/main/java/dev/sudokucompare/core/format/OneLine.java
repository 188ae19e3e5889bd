package dev.sudokucompare.core.format;

import java.util.regex.Pattern;

/**
 * Text from an input, fit to print on one line of a message or report: cut to a length, and
 * every control character, line break of any kind, or invisible format character (bidirectional
 * overrides among them) shown as '?', so a hostile file can neither break a line, send escape
 * sequences to a terminal, nor make text read in another order than it is.
 */
public final class OneLine {

    private static final Pattern NOT_PRINTABLE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]");

    private OneLine() {
    }

    /** {@code text} cut to {@code maxChars} (with "..." when cut) and made printable. */
    public static String of(String text, int maxChars) {
        String cut = text.length() > maxChars ? text.substring(0, maxChars) + "..." : text;
        return printable(cut);
    }

    /** {@code text} with every control, line-break and format character shown as '?', not cut. */
    public static String printable(String text) {
        return NOT_PRINTABLE.matcher(text).replaceAll("?");
    }
}
