package dev.sudokucompare.input;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * The one reader of the files the tool wrote and reads back: a run directory's manifest.json,
 * results.csv and repetitions.csv (diff, merge, --resume), a reproducer's case.txt and shrunk.txt
 * (fuzz --replay). Such a directory may come from anyone, so a file must be a regular file: a
 * symbolic link is never followed (its target could be any file its reader may read), nor is a
 * FIFO or a device opened (it could block for ever). Lines are read under the CSV inputs' bound
 * ({@link BoundedReader}): a file with no line break ends in one line naming the file and line,
 * not in an out-of-memory. No message shows the file's contents.
 */
public final class RunFile {

    /** A line passed the bound: the file is not one the tool wrote. */
    public static final class TooLong extends IOException {
        private static final long serialVersionUID = 1L;

        TooLong(String message) {
            super(message);
        }
    }

    /** The bound on a line (a CSV row) of such a file, in characters: the CSV inputs' bound on a record. */
    public static final int MAX_LINE_CHARS = BoundedReader.MAX_RECORD_CHARS;

    private RunFile() {
    }

    /** @throws IOException when {@code file} is a link, or anything but a regular file */
    public static void check(Path file) throws IOException {
        if (Files.isSymbolicLink(file) || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + ": not a regular file (a link is not followed)");
        }
    }

    /** The bytes of {@code file}, once {@link #check checked}; opened without following a link. */
    public static InputStream open(Path file) throws IOException {
        check(file);
        return Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS);
    }

    /** The CSV rows of {@code file} as UTF-8 text, each under the bound (a quoted line feed is inside its row). */
    public static Reader csv(Path file) throws IOException {
        return csv(open(file), file, 1);
    }

    /** The same over {@code bytes} of {@code file} read from the start of line {@code firstLine}. */
    public static Reader csv(InputStream bytes, Path file, long firstLine) {
        return new BoundedReader(new InputStreamReader(bytes, StandardCharsets.UTF_8), file.toString(), true, firstLine);
    }

    /** The lines of {@code file} as UTF-8 text, each under the bound. */
    public static Reader lines(Path file) throws IOException {
        return new BoundedReader(new InputStreamReader(open(file), StandardCharsets.UTF_8), file.toString(), false, 1);
    }

    /**
     * What a parser's row iterator threw, when it was the bound: commons-csv wraps it in an
     * {@link UncheckedIOException}. Rethrows it as it is; otherwise returns.
     */
    public static void rethrowTooLong(RuntimeException e) throws TooLong {
        if (e.getCause() instanceof TooLong tooLong) {
            throw tooLong;
        }
    }
}
