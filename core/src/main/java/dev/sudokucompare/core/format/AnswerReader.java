package dev.sudokucompare.core.format;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * Reads a program's stdout as one answer, the way an online judge does: trailing spaces and
 * blank lines at the end are forgiven, anything else must be exactly one grid of the puzzle's
 * shape in the agreed format. Empty output means the program found no solution.
 */
public final class AnswerReader {

    private AnswerReader() {
    }

    /** What the output says: a grid, no answer at all, or why it is not an answer. */
    public record Answer(Grid grid, boolean empty, String problem) {
    }

    public static Answer read(String stdout, PuzzleFormat format, Shape shape) {
        List<String> lines = stdout.lines().map(String::stripTrailing).toList();
        int last = lines.size();
        while (last > 0 && lines.get(last - 1).isEmpty()) {
            last--;
        }
        if (last == 0) {
            return new Answer(null, true, null);
        }
        int expected = format.equals(PuzzleFormat.LINE) ? 1 : shape.size();
        if (last > expected) {
            return bad("extra output after the answer, line " + (expected + 1) + ": " + quote(lines.get(expected)));
        }
        if (last < expected) {
            return bad("the answer ends after " + last + " of " + expected + " lines");
        }
        String text = String.join("\n", lines.subList(0, last)) + "\n";
        PuzzleRecord record = readOne(text, format);
        if (record == null || record.isMalformed()) {
            return bad(record == null ? "no grid in the output" : "not a " + format + " grid: " + record.error());
        }
        if (!record.puzzle().shape().equals(shape)) {
            return bad("a " + record.puzzle().shape() + " grid, but the puzzle is " + shape);
        }
        return new Answer(record.puzzle(), false, null);
    }

    /**
     * The values of {@code text} read without regard to layout: every number (or, with no number
     * separated by spaces, every symbol) in order. A grid when there are exactly as many as the
     * shape has cells and each fits it; empty otherwise. For telling a presentation error (the
     * right grid, laid out wrong) from a wrong answer.
     */
    public static Optional<Grid> leniently(String text, Shape shape) {
        String t = text.strip();
        if (t.isEmpty()) {
            return Optional.empty();
        }
        int[] values = new int[shape.cellCount()];
        String[] tokens = t.split("\\s+");
        if (tokens.length == values.length) {
            for (int i = 0; i < values.length; i++) {
                try {
                    values[i] = Integer.parseInt(tokens[i]);
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            }
        } else {
            String symbols = t.replaceAll("\\s+", "");
            if (symbols.length() != values.length) {
                return Optional.empty();
            }
            for (int i = 0; i < values.length; i++) {
                values[i] = Grid.valueOf(symbols.charAt(i));
            }
        }
        for (int v : values) {
            if (v < 0 || v > shape.size()) {
                return Optional.empty();
            }
        }
        return Optional.of(Grid.of(shape, values));
    }

    private static PuzzleRecord readOne(String text, PuzzleFormat format) {
        try {
            return format.reader(new StringReader(text), "output").next();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Answer bad(String why) {
        return new Answer(null, false, why);
    }

    private static String quote(String s) {
        return "'" + OneLine.of(s, 60) + "'";
    }
}
