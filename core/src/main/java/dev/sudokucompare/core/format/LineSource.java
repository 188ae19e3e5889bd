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
    /** Characters read ahead: a Reader's read() per character costs a lock each, more than parsing. */
    static final int READ_AHEAD = 8192;

    private final char[] chunk = new char[READ_AHEAD];
    private int pos;
    private int limit;
    private long lineNumber;
    private boolean tooLong;
    private boolean skipping;
    private boolean atStart = true;

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
        if (pos == limit && !fill()) {
            return null;
        }
        if (atStart && chunk[pos] == '\uFEFF') {
            pos++;
        }
        atStart = false;
        lineNumber++;
        // Most lines end inside the block: made into a String straight from it.
        int first = pos;
        scanToLineEnd();
        if (pos < limit && pos - first <= MAX_KEPT) {
            String line = new String(chunk, first, pos - first);
            endOfLine();
            return line;
        }
        pos = first;
        while (pos < limit || fill()) {
            int start = pos;
            scanToLineEnd();
            int room = MAX_KEPT - buffer.length();
            if (pos - start > room) {
                // Kept to the bound; the rest of the line is skipped on the next call.
                buffer.append(chunk, start, room);
                pos = start + room;
                tooLong = true;
                skipping = true;
                return buffer.toString();
            }
            buffer.append(chunk, start, pos - start);
            if (pos < limit) {
                endOfLine();
                break;
            }
        }
        return buffer.toString();
    }

    private void skipRestOfLine() throws IOException {
        skipping = false;
        long skipped = 0;
        while (pos < limit || fill()) {
            int start = pos;
            scanToLineEnd();
            skipped += pos - start;
            if (skipped > MAX_SKIPPED) {
                throw new IOException("line " + lineNumber + " has no end within " + (MAX_KEPT + MAX_SKIPPED)
                        + " characters: not a puzzle file");
            }
            if (pos < limit) {
                endOfLine();
                return;
            }
        }
    }

    /** Moves {@code pos} to the next CR or LF of the block, or to its end. */
    private void scanToLineEnd() {
        while (pos < limit && chunk[pos] != '\n' && chunk[pos] != '\r') {
            pos++;
        }
    }

    /** Consumes the line ending at {@code pos}: after a CR, a LF belongs to the same ending. */
    private void endOfLine() throws IOException {
        char ending = chunk[pos++];
        if (ending == '\r' && (pos < limit || fill()) && chunk[pos] == '\n') {
            pos++;
        }
    }

    /** Reads the next block; false at end of input. */
    private boolean fill() throws IOException {
        int n;
        do {
            n = in.read(chunk, 0, chunk.length);
        } while (n == 0);
        if (n < 0) {
            pos = 0;
            limit = 0;
            return false;
        }
        pos = 0;
        limit = n;
        return true;
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
}
