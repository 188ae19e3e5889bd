package dev.sudokucompare.core;

import java.util.Arrays;
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
    private static boolean isValidCompletion(Grid puzzle, Grid answer) {
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
     * The same for 9x9 with its units written out, which takes half the time of the table-driven
     * loop (the engine checks every answer): bit v of each value v, an empty cell's bit 0 failing
     * its row, then each row, column and box must hold bits 1-9.
     */
    private static boolean isValidClassic(byte[] givens, byte[] values) {
        int[] bit = new int[81];
        boolean wrong = false;
        for (int cell = 0; cell < 81; cell++) {
            int given = givens[cell];
            int value = values[cell];
            wrong |= given != 0 & given != value;
            bit[cell] = 1 << value;
        }
        final int all = 0x3FE;
        for (int k = 0; k < 9; k++) {
            int r = 9 * k;
            int row = bit[r] | bit[r + 1] | bit[r + 2] | bit[r + 3] | bit[r + 4] | bit[r + 5] | bit[r + 6] | bit[r + 7]
                    | bit[r + 8];
            int column = bit[k] | bit[k + 9] | bit[k + 18] | bit[k + 27] | bit[k + 36] | bit[k + 45] | bit[k + 54]
                    | bit[k + 63] | bit[k + 72];
            int b = 27 * (k / 3) + 3 * (k % 3);
            int box = bit[b] | bit[b + 1] | bit[b + 2] | bit[b + 9] | bit[b + 10] | bit[b + 11] | bit[b + 18]
                    | bit[b + 19] | bit[b + 20];
            wrong |= row != all | column != all | box != all;
        }
        return !wrong;
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
