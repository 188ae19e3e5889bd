package dev.sudokucompare.core.format;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.Shape;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The box shapes an input states, so that a reader never guesses between two: the one given
 * with the format ({@code --shape}), and {@code # shape RxC} comment lines, each for the grids of
 * its side that follow it. A side that allows one box shape needs no statement. What an input
 * must state, and the shape of a side read with or without a statement, are decided here, for
 * every reader (a kaggle CSV's too).
 */
public final class StatedShapes {

    private static final Pattern DIRECTIVE = Pattern.compile("#\\s*shape\\b\\s*[:=]?\\s*(.*)", Pattern.CASE_INSENSITIVE);

    private final Shape given;
    private final Map<Integer, Shape> said = new HashMap<>();
    /** A {@code # shape} line that names no box, told with the next record (which it was meant for). */
    private String problem;
    /** The last side asked for and its shape (0: none): a reader asks once a line, nearly always for one side. */
    private int lastSide;
    private Shape lastShape;

    /** True for a {@code # shape ...} line, whether or not it names a box. */
    static boolean isStatement(String comment) {
        return DIRECTIVE.matcher(comment).matches();
    }

    StatedShapes(Shape given) {
        this.given = given;
    }

    /**
     * Takes a comment line (stripped, starting with '#'); a {@code # shape RxC} line states the
     * box for the grids of its side from here on. Other comments are ignored.
     */
    void offer(String comment, long lineNumber) {
        Matcher m = DIRECTIVE.matcher(comment);
        if (!m.matches()) {
            return;
        }
        String spec = m.group(1).strip();
        try {
            Shape shape = Shape.parseBox(spec);
            if (given != null && given.size() == shape.size() && !given.equals(shape)) {
                problem = "line " + lineNumber + " states " + shape.boxSpec() + " boxes, but --shape says "
                        + given.boxSpec();
                return;
            }
            said.put(shape.size(), shape);
            lastSide = 0;
        } catch (IllegalArgumentException e) {
            problem = "line " + lineNumber + ": '# shape " + OneLine.of(spec, 20).toLowerCase(Locale.ROOT)
                    + "' states no box shape: " + e.getMessage();
        }
    }

    /**
     * The shape of the next grid, of side {@code n}.
     *
     * @throws IllegalArgumentException when a {@code # shape} line before it was wrong, or the side
     *     allows two box shapes and nothing states which
     */
    Shape forSide(int n) {
        if (problem != null) {
            String why = problem;
            problem = null;
            throw new IllegalArgumentException(why);
        }
        if (n != lastSide) {
            Shape stated = said.get(n);
            lastShape = ofSide(n, stated != null ? stated : given);
            lastSide = n;
        }
        return lastShape;
    }

    /**
     * The shape of a grid of side {@code n} read from an input: {@code stated} when it is of that
     * side (from {@code --shape} or a {@code # shape RxC} line), else the one shape the side
     * allows. Never a guess between two.
     *
     * @throws IllegalArgumentException naming the choices when the side is ambiguous and nothing states the box
     */
    public static Shape ofSide(int n, Shape stated) {
        if (stated != null && stated.size() == n) {
            return stated;
        }
        if (Shape.isAmbiguousSide(n)) {
            throw new IllegalArgumentException("a " + n + "x" + n + " grid may have " + Shape.boxChoices(n)
                    + " boxes: say which with --shape (e.g. --shape " + Shape.forSize(n).boxSpec()
                    + ") or a '# shape " + Shape.forSize(n).boxSpec() + "' line before it");
        }
        return Shape.forSize(n);
    }

    /** True when an input must state {@code shape} for a reader to get it back ({@link #ofSide}). */
    public static boolean mustBeStated(Shape shape) {
        return Shape.isAmbiguousSide(shape.size()) || !shape.equals(Shape.forSize(shape.size()));
    }
}
