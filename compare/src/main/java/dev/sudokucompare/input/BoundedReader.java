package dev.sudokucompare.input;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Refuses to deliver more than a bound of characters between two {@link #mark records}: a CSV
 * field with an unclosed quote would otherwise be read to the end of the input into one string
 * (2.5 GB piped in ends in an out-of-memory). The bound is far above any real record.
 */
final class BoundedReader extends FilterReader {

    /** More than any CSV record of puzzles holds: a 64x64 puzzle and its solution are 8 KiB. */
    static final int MAX_RECORD_CHARS = 1 << 20;

    private long sinceMark;

    BoundedReader(Reader in) {
        super(in);
    }

    /** A record was taken: the count starts again. */
    void mark() {
        sinceMark = 0;
    }

    @Override
    public int read() throws IOException {
        int c = super.read();
        count(c < 0 ? 0 : 1);
        return c;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
        int n = super.read(buf, off, len);
        count(Math.max(0, n));
        return n;
    }

    private void count(int n) throws IOException {
        sinceMark += n;
        if (sinceMark > MAX_RECORD_CHARS) {
            throw new IOException("a CSV record longer than " + (MAX_RECORD_CHARS >> 20)
                    + " MiB (an unclosed quote?); the rest of the file is not read");
        }
    }
}
