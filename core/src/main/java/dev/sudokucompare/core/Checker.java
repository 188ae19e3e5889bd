package dev.sudokucompare.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Optional;

/**
 * Judges an answer against its puzzle without trusting any solver: same shape, every given
 * kept, every cell filled with 1..N, and no value twice in a row, column or box. Written on
 * purpose without the solvers' data structures, so a bug there cannot hide here.
 */
public final class Checker {

    private Checker() {
    }

    /** The first problem with {@code answer}, or empty when it is a valid completion. */
    public static Optional<Problem> check(Grid puzzle, Grid answer) {
        return isValidCompletion(puzzle, answer) ? Optional.empty() : firstProblem(puzzle, answer);
    }

    /**
     * The same judgement in one pass without a message, for the common case of a right answer
     * (the compare engine checks every answer, and a solver's takes a microsecond or two): every
     * cell filled, every given kept, and each unit's N cells hold all N values. Anything else
     * goes to {@link #firstProblem}, which names the first problem.
     */
    static boolean isValidCompletion(Grid puzzle, Grid answer) {
        Shape shape = puzzle.shape();
        if (!shape.equals(answer.shape())) {
            return false;
        }
        if (shape.equals(Shape.CLASSIC)) {
            return isValidClassic(puzzle.cellsShared(), answer.cellsShared());
        }
        int[] unitsOf = shape.unitsOfCellsShared();
        long[] seen = new long[shape.unitCount()];
        boolean wrong = false;
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            int given = puzzle.get(cell);
            int value = answer.get(cell);
            wrong |= value == 0 | (given != 0 & given != value);
            long bit = 1L << (value - 1);
            seen[unitsOf[3 * cell]] |= bit;
            seen[unitsOf[3 * cell + 1]] |= bit;
            seen[unitsOf[3 * cell + 2]] |= bit;
        }
        long all = shape.size() == Long.SIZE ? -1L : (1L << shape.size()) - 1;
        for (long values : seen) {
            wrong |= values != all;
        }
        return !wrong;
    }

    /**
     * The same for 9x9 written out, at half the time of the table-driven loop (the engine checks
     * every answer, and an easy puzzle takes a solver under 2 µs). Givens eight cells at a time: a
     * byte of the puzzle that is not 0 must equal the answer's. Units row by row: bit v of each
     * value v (an empty cell's bit 0 fails), each row at once, the columns and the current band's
     * three boxes gathered in locals; each must hold bits 1-9.
     */
    private static boolean isValidClassic(byte[] givens, byte[] values) {
        long changed = 0;
        for (int at = 0; at < 80; at += 8) {
            long given = (long) EIGHT_CELLS.get(givens, at);
            changed |= nonZeroBytes(given) & nonZeroBytes(given ^ (long) EIGHT_CELLS.get(values, at));
        }
        int lastGiven = givens[80];
        if (changed != 0 || (lastGiven != 0 && lastGiven != values[80])) {
            return false;
        }
        final int all = 0x3FE;
        int c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0;
        int box0 = 0, box1 = 0, box2 = 0;
        int wrong = 0;
        for (int row = 0; row < 9; row++) {
            int at = 9 * row;
            int m0 = 1 << values[at], m1 = 1 << values[at + 1], m2 = 1 << values[at + 2];
            int m3 = 1 << values[at + 3], m4 = 1 << values[at + 4], m5 = 1 << values[at + 5];
            int m6 = 1 << values[at + 6], m7 = 1 << values[at + 7], m8 = 1 << values[at + 8];
            c0 |= m0; c1 |= m1; c2 |= m2; c3 |= m3; c4 |= m4; c5 |= m5; c6 |= m6; c7 |= m7; c8 |= m8;
            int left = m0 | m1 | m2;
            int middle = m3 | m4 | m5;
            int right = m6 | m7 | m8;
            wrong |= (left | middle | right) ^ all;
            box0 |= left;
            box1 |= middle;
            box2 |= right;
            if (row % 3 == 2) {
                wrong |= (box0 ^ all) | (box1 ^ all) | (box2 ^ all);
                box0 = 0;
                box1 = 0;
                box2 = 0;
            }
        }
        wrong |= (c0 ^ all) | (c1 ^ all) | (c2 ^ all) | (c3 ^ all) | (c4 ^ all) | (c5 ^ all) | (c6 ^ all)
                | (c7 ^ all) | (c8 ^ all);
        return wrong == 0;
    }

    /** Eight cells of a grid's values as one long (any byte order serves: bytes are compared alike). */
    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private static final long LOW_SEVEN_BITS = 0x7F7F_7F7F_7F7F_7F7FL;

    /** The high bit of every byte that is not 0 (for bytes below 128: a cell's value is at most 64). */
    private static long nonZeroBytes(long x) {
        return ((x & LOW_SEVEN_BITS) + LOW_SEVEN_BITS | x) & ~LOW_SEVEN_BITS;
    }

    private static Optional<Problem> firstProblem(Grid puzzle, Grid answer) {
        Shape shape = puzzle.shape();
        if (!shape.equals(answer.shape())) {
            return Optional.of(new Problem(Problem.Kind.SHAPE, -1, -1,
                    "answer is " + answer.shape() + " but the puzzle is " + shape));
        }
        for (int cell = 0; cell < shape.cellCount(); cell++) {
            int given = puzzle.get(cell);
            int value = answer.get(cell);
            if (given != 0 && value != given) {
                return Optional.of(new Problem(Problem.Kind.GIVEN_CHANGED, cell, -1,
                        "given " + shape.describeCell(cell) + "=" + given + " changed to " + value));
            }
            if (value == 0) {
                return Optional.of(new Problem(Problem.Kind.EMPTY_CELL, cell, -1,
                        "cell " + shape.describeCell(cell) + " is empty"));
            }
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            // Values are 1..N with N at most 64: one bit each.
            long seen = 0;
            for (int cell : shape.unitCellsShared(unit)) {
                int value = answer.get(cell);
                long bit = 1L << (value - 1);
                if ((seen & bit) != 0) {
                    Conflict c = new Conflict(shape, unit, value, firstHolding(shape, answer, unit, value), cell);
                    return Optional.of(new Problem(Problem.Kind.REPEATED_VALUE, cell, unit, c.describe()));
                }
                seen |= bit;
            }
        }
        return Optional.empty();
    }

    /** The first cell of {@code unit} holding {@code value}. */
    private static int firstHolding(Shape shape, Grid answer, int unit, int value) {
        for (int cell : shape.unitCellsShared(unit)) {
            if (answer.get(cell) == value) {
                return cell;
            }
        }
        throw new IllegalStateException("value " + value + " is not in " + shape.describeUnit(unit));
    }

    /** True when {@code answer} is a valid completion of {@code puzzle}. */
    public static boolean isSolution(Grid puzzle, Grid answer) {
        return check(puzzle, answer).isEmpty();
    }

    /**
     * What is wrong with an answer. {@code cell} and {@code unit} are -1 where they do not apply.
     */
    public record Problem(Kind kind, int cell, int unit, String message) {

        /** The kinds of problem, in the order they are looked for. */
        public enum Kind { SHAPE, GIVEN_CHANGED, EMPTY_CELL, REPEATED_VALUE }

        @Override
        public String toString() {
            return message;
        }
    }
}
