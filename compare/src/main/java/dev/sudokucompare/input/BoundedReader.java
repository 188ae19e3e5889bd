package dev.sudokucompare.input;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Locale;

/**
 * Refuses to deliver more than a bound of characters between two {@link #mark records}: a CSV
 * field with an unclosed quote would otherwise be read to the end of the input into one string
 * (2.5 GB piped in ends in an out-of-memory). The bound is far above any real record. A reader
 * of the tool's own files ({@link RunFile}) marks itself at every line end (outside quotes, for
 * CSV), and names the file and the line where the bound is passed.
 */
final class BoundedReader extends FilterReader {

    /** More than any CSV record of puzzles holds: a 64x64 puzzle and its solution are 8 KiB. */
    static final int MAX_RECORD_CHARS = 1 << 20;

    private long sinceMark;
    /** The file a self-marking reader names; null when its user marks the records. */
    private final String file;
    /** Self-marking: quotes hold line feeds inside a record (RFC 4180). */
    private final boolean csv;
    private boolean quoted;
    private long line;
    private long recordLine;

    BoundedReader(Reader in) {
        super(in);
        this.file = null;
        this.csv = true;
    }

    /** Marks itself at each line end, {@code csv}: outside quotes; {@code firstLine} is the line it starts on. */
    BoundedReader(Reader in, String file, boolean csv, long firstLine) {
        super(in);
        this.file = file;
        this.csv = csv;
        this.line = firstLine;
        this.recordLine = firstLine;
    }

    /** A record was taken: the count starts again. */
    void mark() {
        sinceMark = 0;
    }

    @Override
    public int read() throws IOException {
        int c = super.read();
        if (c >= 0) {
            count((char) c);
        }
        return c;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
        int n = super.read(buf, off, len);
        if (file == null) {
            count(Math.max(0, n));
            return n;
        }
        for (int i = 0; i < n; i++) {
            count(buf[off + i]);
        }
        return n;
    }

    private void count(char c) throws IOException {
        if (file == null) {
            count(1);
            return;
        }
        if (c == '"' && csv) {
            quoted = !quoted; // a doubled quote inside quotes toggles twice
        } else if (c == '\n') {
            line++;
            if (!quoted) {
                sinceMark = 0;
                recordLine = line;
                return;
            }
        }
        count(1);
    }

    private void count(int n) throws IOException {
        sinceMark += n;
        if (sinceMark > MAX_RECORD_CHARS) {
            if (file != null) {
                throw new RunFile.TooLong(file + ":" + recordLine + ": " + String.format(Locale.ROOT,
                        "a line longer than %,d characters", MAX_RECORD_CHARS) + ": not a file this tool wrote");
            }
            throw new IOException("a CSV record longer than " + (MAX_RECORD_CHARS >> 20)
                    + " MiB (an unclosed quote?); the rest of the file is not read");
        }
    }
}
