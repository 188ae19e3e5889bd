package dev.sudokucompare.core;

import java.util.Locale;
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

    /**
     * A character from an input as a message shows it: {@code 'x'} when it is printable ASCII,
     * else its code, {@code U+001B}. So no escape sequence, line break or bidi override of a
     * hostile file reaches a terminal through an error message.
     */
    public static String quoted(char ch) {
        return ch >= 0x20 && ch < 0x7f ? "'" + ch + "'" : String.format(Locale.ROOT, "U+%04X", (int) ch);
    }

    /** Text from an input, quoted, with every character but printable ASCII shown as {@code <U+001B>}. */
    public static String quoted(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('\'');
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch >= 0x20 && ch < 0x7f) {
                sb.append(ch);
            } else {
                sb.append(String.format(Locale.ROOT, "<U+%04X>", (int) ch));
            }
        }
        return sb.append('\'').toString();
    }

    /** {@code text} with every control, line-break and format character shown as '?', not cut. */
    public static String printable(String text) {
        return NOT_PRINTABLE.matcher(text).replaceAll("?");
    }
}
