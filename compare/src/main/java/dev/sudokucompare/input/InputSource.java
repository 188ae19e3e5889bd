package dev.sudokucompare.input;

import dev.sudokucompare.core.format.FormatSniffer;
import dev.sudokucompare.core.format.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;

/**
 * An input named on the command line: a file, {@code -} for standard input. Text is read as
 * UTF-8 with undecodable bytes replaced, so binary garbage becomes malformed records, not a crash.
 */
public final class InputSource {

    private static final int SNIFF_CHARS = 8192;

    private final String name;

    private InputSource(String name) {
        this.name = name;
    }

    public static InputSource of(String name) {
        return new InputSource(name);
    }

    /** The name as messages show it: printable (a file name may hold line breaks or escapes). */
    public String name() {
        return OneLine.printable(name);
    }

    /**
     * Opens this input for reading in {@code format}, or in the format its first lines suggest
     * when {@code format} is null.
     */
    public Opened open(PuzzleFormat format) throws InputException {
        BufferedReader text = new BufferedReader(new InputStreamReader(stream(), StandardCharsets.UTF_8), 1 << 16);
        try {
            PuzzleFormat chosen = format != null ? format : sniff(text);
            return new Opened(chosen, chosen.reader(text, name()), "-".equals(name) ? null : text);
        } catch (IOException e) {
            throw new InputException(name() + ": cannot read: " + e.getMessage());
        }
    }

    /** An open input: its format and its records. Closing it closes the file (never stdin). */
    public record Opened(PuzzleFormat format, PuzzleReader records, java.io.Closeable underlying)
            implements java.io.Closeable {

        @Override
        public void close() throws IOException {
            records.close();
            if (underlying != null) {
                underlying.close();
            }
        }
    }

    /** The format the first lines suggest. */
    static PuzzleFormat sniff(BufferedReader text) throws IOException {
        text.mark(SNIFF_CHARS + 1);
        char[] head = new char[SNIFF_CHARS];
        int got = 0;
        while (got < head.length) {
            int r = text.read(head, got, head.length - got);
            if (r < 0) {
                break;
            }
            got += r;
        }
        text.reset();
        return FormatSniffer.sniff(new String(head, 0, got));
    }

    private InputStream stream() throws InputException {
        if ("-".equals(name)) {
            return System.in;
        }
        Path path = Path.of(name);
        if (Files.isDirectory(path)) {
            throw new InputException(name() + ": is a directory, not a file of puzzles");
        }
        try {
            return Files.newInputStream(path);
        } catch (NoSuchFileException e) {
            throw new InputException(name() + ": no such file");
        } catch (AccessDeniedException e) {
            throw new InputException(name() + ": permission denied");
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(name() + ": cannot open: " + e.getMessage());
        }
    }

    /** An input that cannot be opened or read; the message names it and says why. */
    public static final class InputException extends Exception {
        public InputException(String message) {
            super(message, null, false, false);
        }
    }
}
