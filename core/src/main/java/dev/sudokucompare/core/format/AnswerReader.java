package dev.sudokucompare.core.format;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.LineSpelling;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveResult;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * Reads a program's output as one answer, the way an online judge does, with one rule per format
 * for every door that shows an answer (a program run per puzzle, a stream, an answer file given
 * to {@code check}): trailing spaces and blank lines at the end are forgiven; anything else must
 * be exactly one grid of the puzzle's shape in the agreed format. Empty output means the program
 * found no solution. What is wrong is named in this order: output that is not text at all, then
 * the first line and token that is no row of the format (garbage), then too many or too few
 * lines, then anything else; the right values in another layout are kept for the judge, who
 * calls that a presentation error when they are a valid solution.
 */
public final class AnswerReader {

    /** What an empty output is taken as, in those words at every door. */
    public static final String PRINTED_NOTHING = "printed nothing (taken as 'no solution')";


    private AnswerReader() {
    }

    /** What the output says: a grid, no answer at all, or why it is not an answer. */
    public record Answer(Grid grid, boolean empty, String problem) {
    }

    /**
     * The output as a result every door judges the same way: SOLVED with the grid, NO_SOLUTION for
     * no output, or BAD_OUTPUT with why (and the grid its values make in any layout, if they make one).
     */
    public static SolveResult result(String stdout, PuzzleFormat format, Shape shape, SearchStats stats, String notes) {
        Answer answer = read(stdout, format, shape);
        if (answer.problem() != null) {
            return leniently(stdout, shape).map(g -> SolveResult.badOutput(answer.problem(), g, stats))
                    .orElseGet(() -> SolveResult.badOutput(answer.problem(), stats));
        }
        if (answer.empty()) {
            return SolveResult.noSolution(PRINTED_NOTHING + (notes.isEmpty() ? "" : "; " + notes),
                    stats);
        }
        return SolveResult.solved(answer.grid(), stats, notes);
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
        int expected = format.isOneLine() ? 1 : shape.size();
        // Lines past the answer's own are "extra output", quoted, whatever they hold (but binary).
        String garbage = firstGarbage(lines.subList(0, last), Math.min(last, expected), format, shape.size());
        if (garbage != null) {
            return bad(garbage);
        }
        if (last > expected) {
            return bad("extra output after the answer, line " + (expected + 1) + ": " + quote(lines.get(expected)));
        }
        if (last < expected) {
            return bad("the answer ends after " + last + " of " + expected + " lines");
        }
        String text = String.join("\n", lines.subList(0, last)) + "\n";
        PuzzleRecord record = readOne(text, format.builder().setShape(format.shape() == null ? shape : null).build());
        if (record == null || record.isMalformed()) {
            return bad(record == null ? "no grid in the output" : "not a " + format + " grid: " + record.error());
        }
        if (!record.puzzle().shape().equals(shape)) {
            return bad("a " + record.puzzle().shape() + " grid, but the puzzle is " + shape);
        }
        return new Answer(record.puzzle(), false, null);
    }

    /**
     * The first thing in {@code lines} that no row of the format could hold, whatever the layout:
     * bytes that are not text (in any line), a token that is not a number 0..N or a symbol of no
     * N x N grid (in the first {@code rows} lines, the answer's own). Null when there is none (then
     * only the layout can be wrong).
     */
    private static String firstGarbage(List<String> lines, int rows, PuzzleFormat format, int n) {
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            for (int at = 0; at < line.length(); at++) {
                char ch = line.charAt(at);
                if ((ch < 0x20 && ch != '\t') || ch == 0x7f || ch == '\uFFFD') {
                    return "binary output, not text: " + OneLine.quoted(ch) + " in line " + (i + 1) + " at column "
                            + (at + 1);
                }
            }
        }
        for (int i = 0; i < rows; i++) {
            String line = lines.get(i);
            String problem = format.isNumberRows() ? notNumbers(line.strip(), n) : notSymbols(line.strip(), n);
            if (problem != null) {
                return "line " + (i + 1) + " is no " + format + " row: " + problem;
            }
        }
        return null;
    }

    /** Why a row of whitespace-separated numbers is not one of values 0..n, or null. */
    private static String notNumbers(String row, int n) {
        if (row.isEmpty()) {
            return null;
        }
        for (String token : row.split("\\s+")) {
            int v;
            try {
                v = token.length() > 3 ? -1 : Integer.parseInt(token);
            } catch (NumberFormatException e) {
                v = -1;
            }
            if (v < 0 || v > n) {
                return quote(token) + " is not a number 0.." + n;
            }
        }
        return null;
    }

    /** Why a row of symbols is not one of a grid of side n (blanks allowed), or null. */
    private static String notSymbols(String row, int n) {
        for (int at = 0; at < row.length(); at++) {
            int v = LineSpelling.valueOf(row.charAt(at));
            if (v < 0 || v > n) {
                return OneLine.quoted(row.charAt(at)) + " at column " + (at + 1) + " is not a symbol of a " + n + "x" + n
                        + " grid";
            }
        }
        return null;
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
                values[i] = LineSpelling.valueOf(symbols.charAt(i));
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
