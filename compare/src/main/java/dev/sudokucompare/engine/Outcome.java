package dev.sudokucompare.engine;

import dev.sudokucompare.core.solve.SolveResult;

/**
 * One solver's answer to one record, as measured by the engine. {@code timeNanos} is the wall
 * time around the call (the median over repetitions); the result carries the solver's own
 * build/search split and search effort. {@code problem} is the Checker's complaint about the
 * solution, or null when there is no solution or it verified.
 */
public record Outcome(String solver, SolveResult result, long timeNanos, String problem) {

    /** True when the solver returned a solution that the Checker accepted. */
    public boolean hasVerifiedSolution() {
        return result.solution() != null && problem == null;
    }
}
