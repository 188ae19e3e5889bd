package dev.sudokucompare.core.solve;

/**
 * Hears each decision of a depth-first search, so a student can follow it: a value tried in a
 * cell at some depth, and the same value taken back when its subtree failed. A solver that
 * propagates may also report the values propagation filled; they are not decisions and are not
 * counted as nodes. Solvers without decisions of this kind ignore it.
 */
public interface SearchTrace {

    /** Hears nothing; the default. */
    SearchTrace NONE = new SearchTrace() {
        @Override
        public void tried(int cell, int value, int depth) {
        }

        @Override
        public void undone(int cell, int value, int depth) {
        }
    };

    /** {@code value} placed in {@code cell} (row-major index) as decision number {@code depth} on the path. */
    void tried(int cell, int value, int depth);

    /** The same decision taken back: its subtree held no (further wanted) solution. */
    void undone(int cell, int value, int depth);

    /**
     * {@code value} forced into {@code cell} by propagation while {@code depth} decisions are on the
     * path (so before decision number {@code depth}). It is gone when decision {@code depth - 1} is
     * taken back (or, at depth 0, when the search ends). Ignored unless a listener wants it.
     */
    default void filled(int cell, int value, int depth) {
    }
}
