package dev.sudokucompare.core.solve;

import dev.sudokucompare.core.Grid;

/**
 * The one contract every solver meets. Implementations never throw for a puzzle: conflicting
 * givens are {@link Status#NO_SOLUTION} with the conflict named, a limit is
 * {@link Status#LIMIT}, and an internal failure is {@link Status#ERROR}. A solver may be called
 * from several threads at once; each call keeps its own state. The test kit
 * {@code sudoku-solver-tck} checks all of this against any implementation.
 */
public interface SudokuSolver extends AutoCloseable {

    /** The name it is selected by, e.g. {@code dfs-bitmask} or {@code choco:consistency=BC}. */
    String name();

    SolveResult solve(Grid puzzle, SolveRequest request);

    /** What it can do; an in-process solver of every mode that counts nodes unless it says otherwise. */
    default Capabilities capabilities() {
        return Capabilities.IN_PROCESS;
    }

    /**
     * What a reader of the run should know about this solver once the run is over, beyond its
     * answers (an outside program restarted after a crash, say); empty when nothing.
     */
    default String runNotes() {
        return "";
    }

    /**
     * Releases what the solver holds between calls (a long-lived process, say); the caller calls it
     * once, when the run is over. Does nothing by default.
     */
    @Override
    default void close() {
    }
}
