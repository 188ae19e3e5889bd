package dev.sudokucompare.core.solve;

/** How a solve call ended. */
public enum Status {
    /** At least one solution was found (and, for LEXMIN, it is the smallest). */
    SOLVED,
    /** The search proved there is no solution (or the givens conflict). */
    NO_SOLUTION,
    /** A time or node limit, or a cancellation, stopped the search: nothing is proved. */
    LIMIT,
    /** The solver failed; the message says how. */
    ERROR,
    /**
     * The solver answered, but its answer could not be read as one (an external program that
     * printed garbage, a grid of the wrong size, or extra output): a wrong answer, not a failure.
     */
    BAD_OUTPUT
}
