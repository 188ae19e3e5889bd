package dev.sudokucompare.input;

import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.format.FormatSniffer;
import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import dev.sudokucompare.engine.Input;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The one way into the tool for puzzles, for every command: a file, {@code -} for standard input,
 * or {@code builtin:NAME}, read in a given {@link InputFormat} or one guessed from the extension
 * and first lines. A one-per-line input {@code X.txt} with a {@code X.solutions.txt} beside it gets
 * those solutions attached. Text is read as UTF-8 with undecodable bytes replaced, so binary
 * garbage becomes malformed records, not a crash; names are shown printable.
 */
public final class Inputs {

    private static final int SNIFF_CHARS = 8192;
    /** Counting a bigger file's lines costs more than a progress bar is worth. */
    private static final long MAX_COUNTED_BYTES = 256L << 20;

    private Inputs() {
    }

    /** An open input: the format its records are in (Kaggle rows answer in {@code line}) and the records. */
    public record Opened(PuzzleFormat format, PuzzleReader records) implements Closeable {

        @Override
        public void close() throws IOException {
            records.close();
        }
    }

    /**
     * The inputs a name stands for ({@code builtin:default} stands for several).
     *
     * @throws IllegalArgumentException for an unknown built-in (a usage error)
     */
    public static List<Input> resolve(String name, InputFormat format) {
        return resolve(name, format, null);
    }

    /**
     * The inputs a name stands for, with the box shape {@code stated} for grids of its side
     * ({@code --shape}; null when none is): a side with two box shapes is never guessed.
     *
     * @throws IllegalArgumentException for an unknown built-in (a usage error)
     */
    public static List<Input> resolve(String name, InputFormat format, Shape stated) {
        if (!name.startsWith(Builtins.PREFIX)) {
            return List.of(new NamedInput(name, format, false, stated));
        }
        String builtin = name.substring(Builtins.PREFIX.length());
        if (builtin.equals("default")) {
            List<Input> all = new ArrayList<>();
            for (String member : Builtins.DEFAULT) {
                all.add(new NamedInput(Builtins.PREFIX + member, InputFormat.LINE, true, stated));
            }
            return all;
        }
        if (!Builtins.exists(builtin)) {
            throw new IllegalArgumentException("unknown built-in '" + name + "'; known: builtin:default, "
                    + String.join(", ", Builtins.descriptions().keySet().stream().map(n -> Builtins.PREFIX + n).toList()));
        }
        return List.of(new NamedInput(name, InputFormat.LINE, true, stated));
    }

    /**
     * One input, opened now (for {@code solve} and {@code check}).
     *
     * @throws IOException with a message fit for the user, naming the input
     * @throws IllegalArgumentException for {@code builtin:default}, which is several inputs
     */
    public static Opened open(String name, InputFormat format) throws IOException {
        return open(name, format, null);
    }

    /** One input, opened now, with the box shape {@code stated} for grids of its side (null: none). */
    public static Opened open(String name, InputFormat format, Shape stated) throws IOException {
        List<Input> inputs = resolve(name, format, stated);
        if (inputs.size() != 1) {
            throw new IllegalArgumentException(name + " is several inputs; name one of them");
        }
        return ((NamedInput) inputs.get(0)).opened();
    }

    /**
     * The input's bytes once more, for a digest: a regular file or a built-in; empty for standard
     * input, pipes and devices (reading them again would take what the run needs, or never end).
     */
    public static Optional<InputStream> reread(Input input) throws IOException {
        if (!(input instanceof NamedInput named) || "-".equals(named.path())) {
            return Optional.empty();
        }
        if (!named.builtin() && !Files.isRegularFile(Path.of(named.path()))) {
            return Optional.empty();
        }
        return Optional.of(stream(named.path(), named.builtin(), ""));
    }

    /** {@code format} with {@code stated} for grids of its side; a fixed 9x9 format (BOJ) keeps its own. */
    public static PuzzleFormat withShape(PuzzleFormat format, Shape stated) {
        return stated == null || format == null || format.shape() != null ? format
                : format.builder().setShape(stated).build();
    }

    /** The name as messages show it: printable (a file name may hold line breaks or escapes). */
    public static String shown(String name) {
        return OneLine.printable(name);
    }

    /**
     * A file, stdin or a built-in, opened lazily when the run gets to it. {@code path} is what is
     * opened; {@link #name()} is what reports show.
     */
    private record NamedInput(String path, InputFormat format, boolean builtin, Shape stated) implements Input {

        @Override
        public String name() {
            return shown(path);
        }

        @Override
        public long sizeHint() {
            return Inputs.sizeHint(path, format, builtin);
        }

        @Override
        public boolean neverWaits() {
            return builtin || (!"-".equals(path) && Files.isRegularFile(Path.of(path)));
        }

        @Override
        public PuzzleReader open() throws IOException {
            return opened().records();
        }

        Opened opened() throws IOException {
            BufferedReader text = new BufferedReader(new InputStreamReader(stream(path, builtin, ""),
                    StandardCharsets.UTF_8), 1 << 16);
            Closeable underlying = "-".equals(path) ? null : text; // standard input is never closed
            try {
                InputFormat chosen = format == InputFormat.AUTO ? sniff(text, path) : format;
                if (chosen == InputFormat.KAGGLE) {
                    return new Opened(PuzzleFormat.LINE, closing(new KaggleReader(text, name(), stated), underlying));
                }
                PuzzleFormat puzzles = withShape(chosen.puzzleFormat(), stated);
                PuzzleReader records = closing(puzzles.reader(text, name()), underlying);
                if (chosen == InputFormat.LINE) {
                    BufferedReader solutions = solutionsBeside(path, builtin);
                    if (solutions != null) {
                        records = new SolutionsAttacher(records, solutions, shown(solutionsName(path)));
                    }
                }
                return new Opened(puzzles, records);
            } catch (IOException | RuntimeException e) {
                if (underlying != null) {
                    underlying.close();
                }
                throw e;
            }
        }
    }

    /** The records of a one-per-line input (puzzle lines, or CSV rows after the header); -1 for other layouts. */
    static long sizeHint(String path, InputFormat format, boolean builtin) {
        if ("-".equals(path) || (!builtin && !Files.isRegularFile(Path.of(path)))) {
            return -1;
        }
        try {
            if (!builtin && Files.size(Path.of(path)) > MAX_COUNTED_BYTES) {
                return -1;
            }
            try (BufferedReader text = new BufferedReader(new InputStreamReader(stream(path, builtin, ""),
                    StandardCharsets.UTF_8), 1 << 16)) {
                InputFormat chosen = format == InputFormat.AUTO ? sniff(text, path) : format;
                if (chosen != InputFormat.LINE && chosen != InputFormat.KAGGLE) {
                    return -1;
                }
                long lines = text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).count();
                return chosen == InputFormat.KAGGLE ? Math.max(0, lines - 1) : lines;
            }
        } catch (IOException | UncheckedIOException e) {
            return -1; // the run itself will say what is wrong with the input
        }
    }

    /** The format of a file from its extension and first lines; the reader is left where it was. */
    private static InputFormat sniff(BufferedReader text, String name) throws IOException {
        if (name.toLowerCase(Locale.ROOT).endsWith(".csv")) {
            return InputFormat.KAGGLE;
        }
        text.mark(SNIFF_CHARS + 1);
        char[] head = new char[SNIFF_CHARS];
        int got = 0;
        for (int r; got < head.length && (r = text.read(head, got, head.length - got)) >= 0; ) {
            got += r;
        }
        text.reset();
        String s = new String(head, 0, got);
        String firstLine = s.lines().map(String::strip).filter(l -> !l.isEmpty()).findFirst().orElse("");
        if (firstLine.startsWith("\uFEFF")) {
            firstLine = firstLine.substring(1);
        }
        String lower = firstLine.toLowerCase(Locale.ROOT);
        for (String col : KaggleReader.PUZZLE_COLUMNS) {
            if (lower.contains(",") && (lower.startsWith(col + ",") || lower.contains("," + col))) {
                return InputFormat.KAGGLE;
            }
        }
        return InputFormat.byName(FormatSniffer.sniff(s).name());
    }

    private static InputStream stream(String path, boolean builtin, String suffix) throws IOException {
        String name = shown(path);
        if (builtin) {
            String b = path.substring(Builtins.PREFIX.length());
            InputStream in = Inputs.class.getResourceAsStream(Builtins.resource(b, suffix));
            if (in == null) {
                throw new NoSuchFileException(name + suffix);
            }
            return in;
        }
        if ("-".equals(path)) {
            return System.in;
        }
        Path file = Path.of(path);
        if (Files.isDirectory(file)) {
            throw new IOException(name + ": is a directory, not a file of puzzles");
        }
        try {
            return Files.newInputStream(file);
        } catch (NoSuchFileException e) {
            throw new IOException(name + ": no such file");
        } catch (AccessDeniedException e) {
            throw new IOException(name + ": permission denied");
        } catch (IOException e) {
            throw new IOException(name + ": cannot open: " + e.getMessage());
        }
    }

    /** The line-aligned solutions beside a line-format input, or null when there are none. */
    private static BufferedReader solutionsBeside(String path, boolean builtin) throws IOException {
        if (builtin) {
            String b = path.substring(Builtins.PREFIX.length());
            InputStream in = Inputs.class.getResourceAsStream(Builtins.resource(b, ".solutions"));
            return in == null ? null : new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        if ("-".equals(path) || !path.endsWith(".txt")) {
            return null;
        }
        Path beside = Path.of(solutionsName(path));
        if (!Files.isRegularFile(beside) || !Files.isReadable(beside)) {
            return null;
        }
        return new BufferedReader(new InputStreamReader(Files.newInputStream(beside), StandardCharsets.UTF_8));
    }

    private static String solutionsName(String path) {
        return path.endsWith(".txt") ? path.substring(0, path.length() - 4) + ".solutions.txt" : path + ".solutions";
    }

    /** The reader, closing what lies under it too (never standard input: {@code underlying} is null then). */
    private static PuzzleReader closing(PuzzleReader records, Closeable underlying) {
        return new PuzzleReader() {
            @Override
            public PuzzleRecord next() throws IOException {
                return records.next();
            }

            @Override
            public void close() throws IOException {
                records.close();
                if (underlying != null) {
                    underlying.close();
                }
            }
        };
    }
}
