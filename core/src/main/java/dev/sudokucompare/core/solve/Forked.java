package dev.sudokucompare.core.solve;

import dev.sudokucompare.core.Grid;

/**
 * A solver whose calls are spread over several JVMs of its own ("forks", in JMH's sense), each
 * puzzle always answered by the same one. A warm-up must reach every fork, each with its whole
 * share: sent through {@link #solve} it would warm only the forks its puzzles happen to map to.
 * The tool's worker JVMs implement it; a plug-in has no reason to.
 */
public interface Forked extends SudokuSolver {

    /** How many forks the calls are spread over. */
    int forks();

    /** {@code puzzle} answered by fork {@code fork} (0-based), whatever fork it maps to: for warm-ups. */
    SolveResult solveInFork(int fork, Grid puzzle, SolveRequest request);
}
