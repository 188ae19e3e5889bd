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
 * its side that follow it. A side that allows one box shape needs no statement.
 */
final class StatedShapes {

    private static final Pattern DIRECTIVE = Pattern.compile("#\\s*shape\\b\\s*[:=]?\\s*(.*)", Pattern.CASE_INSENSITIVE);

    private final Shape given;
    private final Map<Integer, Shape> said = new HashMap<>();
    /** A {@code # shape} line that names no box, told with the next record (which it was meant for). */
    private String problem;

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
        Shape stated = said.get(n);
        return Shape.forSideRead(n, stated != null ? stated : given);
    }
}
