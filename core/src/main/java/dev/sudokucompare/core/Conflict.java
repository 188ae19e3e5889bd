package dev.sudokucompare.core;

/**
 * Two cells of one unit holding the same value: the reason a puzzle's givens (or an answer)
 * cannot be completed. Cells are row-major indexes; {@link #describe} names them 1-based.
 */
public record Conflict(Shape shape, int unit, int value, int firstCell, int secondCell) {

    /** "box 5 repeats 5 (r4c5, r6c6)". */
    public String describe() {
        return shape.describeUnit(unit) + " repeats " + value + " (" + shape.describeCell(firstCell)
                + ", " + shape.describeCell(secondCell) + ")";
    }

    @Override
    public String toString() {
        return describe();
    }
}
