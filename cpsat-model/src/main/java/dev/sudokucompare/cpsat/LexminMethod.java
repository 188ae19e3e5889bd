package dev.sudokucompare.cpsat;

import dev.sudokucompare.core.solve.frame.Choice;

/** How CP-SAT finds the lexicographically smallest completion (see {@link CpSatSolver} for the proofs). */
public enum LexminMethod implements Choice {
    /**
     * One search that branches row-major on the first open cell with its smallest value, on one
     * worker with presolve off: its first solution is the smallest. One solve per puzzle.
     */
    @Name(value = "search", description = "one fixed row-major, smallest-value-first search (one worker, no presolve)")
    SEARCH,
    /**
     * Cell by cell, row-major: minimise the cell with the cells before it fixed, then fix it. Relies
     * only on CP-SAT's proofs of optimality, so it runs with any number of workers; up to one solve
     * per open cell.
     */
    @Name(value = "optimise", description = "cell by cell, each value proved minimal by an optimisation solve (any workers)")
    OPTIMISE
}
