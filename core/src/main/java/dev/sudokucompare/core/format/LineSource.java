package dev.sudokucompare.core.format;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines one at a time with their numbers, whatever the line ending (LF, CRLF, CR), drops
 * a byte-order mark at the start, and never holds more than {@link #MAX_KEPT} characters of a
 * line: a longer one (a 100 MB line, binary garbage) is skipped and reported by its length.
 */
final class LineSource {

    /** Longer than any puzzle line (64x64 cells is 4096 symbols, tokens a few times that). */
    static final int MAX_KEPT = 1 << 16;

    private final Reader in;
    private final StringBuilder buffer = new StringBuilder();
    private long lineNumber;
    private long lastLength;
    private boolean atStart = true;
    private int pushedBack = -2;

    LineSource(Reader in) {
        this.in = in;
    }

    /** The next line without its ending, or null at end of input. */
    String next() throws IOException {
        buffer.setLength(0);
        long length = 0;
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
            if (length < MAX_KEPT) {
                buffer.append((char) ch);
            }
            length++;
            ch = read();
        }
        if (ch == '\r') {
            int after = read();
            if (after != '\n' && after >= 0) {
                pushedBack = after;
            }
        }
        lastLength = length;
        return buffer.toString();
    }

    /** True when the last line returned was cut short because it was too long. */
    boolean lastWasTooLong() {
        return lastLength > MAX_KEPT;
    }

    /** The full length of the last line, including what was not kept. */
    long lastLength() {
        return lastLength;
    }

    /** The 1-based number of the last line returned. */
    long lineNumber() {
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
