package dev.sudokucompare.core.solve;

import dev.sudokucompare.core.Grid;
import java.util.Objects;

/**
 * The outcome of one solve call. {@code solution} is set when at least one was found (the
 * smallest for LEXMIN; the first found for FIRST and COUNT). {@code solutionsFound} with
 * {@code countExact} says whether the count is the true number of solutions or only a lower
 * bound (capped by the count limit, or cut short by a limit).
 */
public record SolveResult(Status status, Grid solution, long solutionsFound, boolean countExact,
        SearchStats stats, String message) {

    public SolveResult {
        Objects.requireNonNull(status);
        Objects.requireNonNull(stats);
        message = message == null ? "" : message;
    }

    public static SolveResult noSolution(String why, SearchStats stats) {
        return new SolveResult(Status.NO_SOLUTION, null, 0, true, stats, why);
    }

    public static SolveResult error(String why, SearchStats stats) {
        return new SolveResult(Status.ERROR, null, 0, false, stats, why);
    }

    /** An answer that could not be read as a grid; {@code why} says what was wrong with it. */
    public static SolveResult badOutput(String why, SearchStats stats) {
        return new SolveResult(Status.BAD_OUTPUT, null, 0, false, stats, why);
    }

    /** A clear one-line account, e.g. for the command line. */
    public String describe() {
        return switch (status) {
            case SOLVED -> "solved" + (solutionsFound > 1 || !countExact
                    ? ", " + solutionsFound + (countExact ? "" : "+") + " solutions" : "");
            case NO_SOLUTION -> "no solution" + (message.isEmpty() ? "" : ": " + message);
            case LIMIT -> "stopped by a limit" + (message.isEmpty() ? "" : ": " + message);
            case ERROR -> "solver error" + (message.isEmpty() ? "" : ": " + message);
            case BAD_OUTPUT -> "unreadable answer" + (message.isEmpty() ? "" : ": " + message);
        };
    }
}
