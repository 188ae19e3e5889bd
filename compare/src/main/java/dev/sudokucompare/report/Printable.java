package dev.sudokucompare.report;

import dev.sudokucompare.core.OneLine;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The one sanitiser of everything the tool writes: every file of {@code --out} (through the
 * directory that writes them), standard output and standard error. A character that could steer
 * a terminal or hide text (C0 and C1 controls such as ESC and BEL, DEL, bidirectional and other
 * invisible format characters, Unicode line and paragraph separators) becomes '?', whichever code
 * path let it through: a solver spec, a plug-in's name, a file name, a program's message. Only
 * line feed and tab pass, which the tool's own output needs. The same characters as {@link
 * OneLine#printable}, which also turns line feeds and tabs into '?' for text that must stay on
 * one line (a name, a notice: a line break there could forge a line of its own).
 */
public final class Printable {

    /** JSON's escapes of the characters above (Jackson writes ESC as {@code \u001B}), after an even run of backslashes. */
    private static final Pattern JSON_ESCAPE = Pattern.compile(
            "(?<!\\\\)((?:\\\\\\\\)*)\\\\(?:u00[01][0-9A-Fa-f]|u007[Ff]|u00[89][0-9A-Fa-f]|u061[Cc]|u180[Ee]|u200[B-Fb-f]"
                    + "|u202[89A-Ea-e]|u206[0-9A-Fa-f]|u[Ff][Ee][Ff][Ff]|[bfr])");

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private Printable() {
    }

    /** True for a character that may be written: line feed, tab, and whatever cannot steer a terminal. */
    public static boolean allowed(int c) {
        if (c == '\n' || c == '\t') {
            return true;
        }
        if (c >= 0x20 && c < 0x7f) {
            return true;
        }
        int type = Character.getType(c);
        return type != Character.CONTROL && type != Character.FORMAT && type != Character.LINE_SEPARATOR
                && type != Character.PARAGRAPH_SEPARATOR;
    }

    /** {@code text} with every character that is not {@link #allowed} as '?'; the same string when there is none. */
    public static String text(String text) {
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (!(c >= 0x20 && c < 0x7f || c == '\n' || c == '\t') && !allowed(text.codePointAt(i))) {
                break;
            }
            i += Character.charCount(text.codePointAt(i));
        }
        if (i == n) {
            return text;
        }
        StringBuilder out = new StringBuilder(n).append(text, 0, i);
        text.codePoints().skip(text.codePointCount(0, i)).forEach(c -> {
            if (allowed(c)) {
                out.appendCodePoint(c);
            } else {
                out.append('?');
            }
        });
        return out.toString();
    }

    /** {@code text} on one line: line feeds and tabs too as '?' (see {@link OneLine#printable}). */
    public static String line(String text) {
        return OneLine.printable(text);
    }

    /**
     * A JSON document's text made printable, its escapes included: {@code "\u001B"} is ESC to
     * whoever reads the value, so it becomes {@code "?"} as a raw ESC would ({@code \n} and
     * {@code \t} stay).
     */
    public static String json(String json) {
        return JSON_ESCAPE.matcher(text(json)).replaceAll("$1?");
    }

    /**
     * {@code out} with every write made printable. Writes must end on whole UTF-8 characters (a
     * whole row, a whole file); the usual bytes (printable ASCII, line feeds, tabs) pass as they
     * are, eight at a time.
     */
    public static OutputStream stream(OutputStream out) {
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (plain(b, off, len)) {
                    out.write(b, off, len);
                } else {
                    out.write(text(new String(b, off, len, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
                }
            }

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }
        };
    }

    /** True when every byte is printable ASCII, a line feed or a tab. */
    static boolean plain(byte[] b, int off, int len) {
        int i = off;
        int end = off + len;
        for (; i + 8 <= end; i += 8) {
            long x = (long) LONGS.get(b, i);
            // Eight bytes 0x20-0x7E pass at once. With no high bit set, adding 0x01 or 0x60 to each
            // byte carries into no other: its high bit then says DEL (0x7F) or not below 0x20.
            // Anything else (a line feed, a tab, not ASCII) is looked at one by one.
            long outside = (x | (x + 0x0101010101010101L) | ~(x + 0x6060606060606060L)) & 0x8080808080808080L;
            if (outside != 0 && !plainBytes(b, i, i + 8)) {
                return false;
            }
        }
        return plainBytes(b, i, end);
    }

    private static boolean plainBytes(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            int c = b[i] & 0xff;
            if (c >= 0x7f || c < 0x20 && c != '\n' && c != '\t') {
                return false;
            }
        }
        return true;
    }
}
