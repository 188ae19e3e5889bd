package dev.sudokucompare.core.format;

import java.io.IOException;
import java.io.Reader;
import java.util.Locale;

/**
 * Reads lines one at a time with their numbers, whatever the line ending (LF, CRLF, CR), drops
 * a byte-order mark at the start, and never holds more than {@link #MAX_KEPT} characters of a
 * line: a longer one (a 100 MB line, binary garbage, {@code /dev/zero}) is returned cut as soon as
 * the bound is passed, marked too long, and the rest of it is skipped on the next call without
 * being kept. Skipping gives up after {@link #MAX_SKIPPED} characters with no line break: such an
 * input is not a puzzle file, and reading it to its end could take forever.
 */
public final class LineSource {

    /** Longer than any puzzle line (64x64 cells is 4096 symbols, tokens a few times that). */
    public static final int MAX_KEPT = 1 << 16;
    /** How far past {@link #MAX_KEPT} a line is skipped in search of its end before the input is given up. */
    public static final long MAX_SKIPPED = 64L << 20;

    private final Reader in;
    private final StringBuilder buffer = new StringBuilder();
    private long lineNumber;
    private boolean tooLong;
    private boolean skipping;
    private boolean atStart = true;
    private int pushedBack = -2;

    public LineSource(Reader in) {
        this.in = in;
    }

    /**
     * The next line without its ending, or null at end of input.
     *
     * @throws IOException also when a too long line has no end within {@link #MAX_SKIPPED} characters
     */
    public String next() throws IOException {
        if (skipping) {
            skipRestOfLine();
        }
        buffer.setLength(0);
        tooLong = false;
        int ch = read();
        if (ch < 0) {
            return null;
        }
        if (atStart && ch == '\uFEFF') {
            ch = read();
        }
        atStart = false;
        lineNumber++;
        while (ch >= 0 && ch != '\n' && ch != '\r') {
            if (buffer.length() == MAX_KEPT) {
                tooLong = true;
                skipping = true;
                return buffer.toString();
            }
            buffer.append((char) ch);
            ch = read();
        }
        endOfLine(ch);
        return buffer.toString();
    }

    private void skipRestOfLine() throws IOException {
        skipping = false;
        long skipped = 0;
        int ch = read();
        while (ch >= 0 && ch != '\n' && ch != '\r') {
            if (++skipped > MAX_SKIPPED) {
                throw new IOException("line " + lineNumber + " has no end within " + (MAX_KEPT + MAX_SKIPPED)
                        + " characters: not a puzzle file");
            }
            ch = read();
        }
        endOfLine(ch);
    }

    /** After a CR, a LF belongs to the same line ending. */
    private void endOfLine(int ch) throws IOException {
        if (ch == '\r') {
            int after = read();
            if (after != '\n' && after >= 0) {
                pushedBack = after;
            }
        }
    }

    /** True when the last line returned was cut short because it was too long. */
    public boolean lastWasTooLong() {
        return tooLong;
    }

    /** What a too long line is called in messages. */
    public static String tooLongLine() {
        return String.format(Locale.ROOT, "a line longer than %,d characters", MAX_KEPT);
    }

    /** The 1-based number of the last line returned. */
    public long lineNumber() {
        return lineNumber;
    }

    private int read() throws IOException {
        if (pushedBack != -2) {
            int ch = pushedBack;
            pushedBack = -2;
            return ch;
        }
        return in.read();
    }
}
