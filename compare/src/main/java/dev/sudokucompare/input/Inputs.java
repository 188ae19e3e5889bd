package dev.sudokucompare.input;

import dev.sudokucompare.core.format.FormatSniffer;
import dev.sudokucompare.core.format.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.engine.Input;
import java.io.BufferedReader;
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

/**
 * Turns the names on a command line into inputs: a file, {@code -} for standard input, or
 * {@code builtin:NAME}. The format is given, or guessed from the extension and first lines;
 * {@code kaggle} CSV is read with commons-csv. A line-format input {@code X.txt} with a
 * {@code X.solutions.txt} beside it gets those solutions attached.
 */
public final class Inputs {

    /** The format names {@code --format} accepts. */
    public static final List<String> FORMATS = List.of("auto", "line", "boj2580", "boj2239", "tokens", "kaggle");

    private static final int SNIFF_CHARS = 8192;

    private Inputs() {
    }

    /**
     * The inputs a name stands for ({@code builtin:default} stands for several).
     *
     * @throws IllegalArgumentException for an unknown built-in or format (a usage error)
     */
    public static List<Input> resolve(String name, String format) {
        String fmt = format.toLowerCase(Locale.ROOT);
        if (!FORMATS.contains(fmt)) {
            throw new IllegalArgumentException("unknown format '" + format + "'; known: " + String.join(", ", FORMATS));
        }
        if (!name.startsWith(Builtins.PREFIX)) {
            return List.of(new NamedInput(name, fmt, false));
        }
        String builtin = name.substring(Builtins.PREFIX.length());
        if (builtin.equals("default")) {
            List<Input> all = new ArrayList<>();
            for (String member : Builtins.DEFAULT) {
                all.add(new NamedInput(Builtins.PREFIX + member, "line", true));
            }
            return all;
        }
        if (!Builtins.exists(builtin)) {
            throw new IllegalArgumentException("unknown built-in '" + name + "'; known: builtin:default, "
                    + String.join(", ", Builtins.descriptions().keySet().stream().map(n -> Builtins.PREFIX + n).toList()));
        }
        return List.of(new NamedInput(name, "line", true));
    }

    /**
     * A file, stdin or a built-in, opened lazily when the run gets to it. {@code path} is what is
     * opened; {@link #name()} is what reports show: the same, made printable (a file name may hold
     * line breaks or escape sequences).
     */
    private record NamedInput(String path, String format, boolean builtin) implements Input {

        @Override
        public String name() {
            return OneLine.printable(path);
        }

        @Override
        public long sizeHint() {
            return Inputs.sizeHint(path, format, builtin);
        }

        @Override
        public PuzzleReader open() throws IOException {
            BufferedReader text = new BufferedReader(new InputStreamReader(stream(path, builtin, ""),
                    StandardCharsets.UTF_8), 1 << 16);
            String chosen = format.equals("auto") ? sniff(text, path) : format;
            if (chosen.equals("kaggle")) {
                return new KaggleReader(text, name());
            }
            PuzzleFormat pf = PuzzleFormat.byName(chosen);
            PuzzleReader records = closing(pf.reader(text, name()), "-".equals(path) ? null : text);
            if (pf.equals(PuzzleFormat.LINE)) {
                BufferedReader solutions = solutionsBeside(path, builtin);
                if (solutions != null) {
                    return new SolutionsAttacher(records, solutions, OneLine.printable(solutionsName(path)));
                }
            }
            return records;
        }
    }

    /** Counting a bigger file's lines costs more than a progress bar is worth. */
    private static final long MAX_COUNTED_BYTES = 256L << 20;

    /** The records of a one-per-line input (puzzle lines, or CSV rows after the header); -1 for other layouts. */
    static long sizeHint(String path, String format, boolean builtin) {
        if ("-".equals(path) || (!builtin && !Files.isRegularFile(Path.of(path)))) {
            return -1;
        }
        try {
            if (!builtin && Files.size(Path.of(path)) > MAX_COUNTED_BYTES) {
                return -1;
            }
            try (BufferedReader text = new BufferedReader(new InputStreamReader(stream(path, builtin, ""),
                    StandardCharsets.UTF_8), 1 << 16)) {
                String chosen = format.equals("auto") ? sniff(text, path) : format;
                if (!chosen.equals("line") && !chosen.equals("kaggle")) {
                    return -1;
                }
                long lines = text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).count();
                return chosen.equals("kaggle") ? Math.max(0, lines - 1) : lines;
            }
        } catch (IOException | UncheckedIOException e) {
            return -1; // the run itself will say what is wrong with the input
        }
    }

    private static String sniff(BufferedReader text, String name) throws IOException {
        if (name.toLowerCase(Locale.ROOT).endsWith(".csv")) {
            return "kaggle";
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
                return "kaggle";
            }
        }
        return FormatSniffer.sniff(s).name();
    }

    private static InputStream stream(String path, boolean builtin, String suffix) throws IOException {
        String name = OneLine.printable(path);
        if (builtin) {
            String b = name.substring(Builtins.PREFIX.length());
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
    private static BufferedReader solutionsBeside(String name, boolean builtin) throws IOException {
        if (builtin) {
            String b = name.substring(Builtins.PREFIX.length());
            InputStream in = Inputs.class.getResourceAsStream(Builtins.resource(b, ".solutions"));
            return in == null ? null : new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        if ("-".equals(name) || !name.endsWith(".txt")) {
            return null;
        }
        Path beside = Path.of(solutionsName(name));
        if (!Files.isRegularFile(beside) || !Files.isReadable(beside)) {
            return null;
        }
        return new BufferedReader(new InputStreamReader(Files.newInputStream(beside), StandardCharsets.UTF_8));
    }

    private static String solutionsName(String name) {
        return name.endsWith(".txt") ? name.substring(0, name.length() - 4) + ".solutions.txt" : name + ".solutions";
    }

    private static PuzzleReader closing(PuzzleReader records, java.io.Closeable underlying) {
        return new PuzzleReader() {
            @Override
            public dev.sudokucompare.core.format.PuzzleRecord next() throws IOException {
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
