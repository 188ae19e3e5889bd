package dev.sudokucompare.recheck;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;

/**
 * The bytes of a results.csv passing through to its parser, cut into rows as RFC 4180 frames them:
 * a row ends at a line feed outside quotes. The parser (commons-csv) gives the cells; this gives
 * where each row ends in bytes, which a resume needs to cut a file after its last whole record,
 * and which line a row starts on, for messages. A row ends with its line feed or it is cut: a
 * run killed while writing leaves the last one without. This tool never writes a carriage
 * return or an empty line outside quotes, nor a quote inside a cell it did not quote, so one is
 * marked {@link #foreignAt()}: past it, the parser and this framing could disagree on where rows end.
 */
final class RowFraming extends FilterInputStream {

    /** A row's end: the offset just past its line feed, and the lines up to there. */
    record End(long offset, long lines) {
    }

    private final ArrayDeque<End> ends = new ArrayDeque<>();
    private long offset;
    private long lines;
    private boolean quoted;
    private boolean atRowStart = true;
    private long foreignAt = -1;
    private byte previous = '\n';

    RowFraming(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            see((byte) b);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int from, int length) throws IOException {
        int n = super.read(buffer, from, length);
        for (int i = 0; i < n; i++) {
            see(buffer[from + i]);
        }
        return n;
    }

    private void see(byte b) {
        offset++;
        byte before = previous;
        previous = b;
        if (b == '"') {
            // The tool quotes whole cells only: a quote opens at a cell's start, or doubles one inside quotes.
            if (!quoted && !atRowStart && before != ',' && before != '"' && foreignAt < 0) {
                foreignAt = lines + 1;
            }
            quoted = !quoted; // a doubled quote inside quotes toggles twice
        } else if (b == '\n') {
            lines++;
            if (!quoted) {
                if (atRowStart && foreignAt < 0) {
                    foreignAt = lines; // an empty line
                }
                ends.add(new End(offset, lines));
                atRowStart = true;
                return;
            }
        } else if (b == '\r' && !quoted && foreignAt < 0) {
            foreignAt = lines + 1;
        }
        atRowStart = false;
    }

    /** The end of the next row the parser gave, or null when that row has none yet (it is cut, at the end of the file). */
    End nextEnd() {
        return ends.poll();
    }

    /** The line of a carriage return or empty line outside quotes, or of a quote inside an unquoted cell; or -1. */
    long foreignAt() {
        return foreignAt;
    }

    /**
     * Reads on until a row end or the file's end: true when another row ends after those taken
     * (so what the parser stopped at is not the file's cut end). More than a row's bytes without
     * an end count as one: a cut end is shorter than one row.
     */
    boolean rowEndFollows(long maxRowBytes) throws IOException {
        byte[] buffer = new byte[1 << 16];
        long from = offset;
        while (ends.isEmpty() && read(buffer, 0, buffer.length) >= 0) {
            if (offset - from > maxRowBytes) {
                return true;
            }
        }
        return !ends.isEmpty();
    }

    /** Bytes seen so far. */
    long offset() {
        return offset;
    }
}
