package dev.sudokucompare.engine;

import dev.sudokucompare.core.solve.SolveResult;
import java.util.Objects;

/**
 * One call of a solver on a record: its result, the wall time around the call, and the checker's
 * complaint about the solution ({@code problem}, null when there is no solution or it verified).
 */
public record Attempt(SolveResult result, long timeNanos, String problem) {

    public Attempt {
        Objects.requireNonNull(result);
    }

    /** True when the call returned a solution that the checker accepted. */
    public boolean hasVerifiedSolution() {
        return result.solution() != null && problem == null;
    }
}
