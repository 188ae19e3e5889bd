package dev.sudokucompare.core.solve;

/**
 * Hears each decision of a depth-first search, so a student can follow it: a value tried in a
 * cell at some depth, and the same value taken back when its subtree failed. Propagated values
 * are not decisions and are not reported. Solvers without decisions of this kind ignore it.
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
}
