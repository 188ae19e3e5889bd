package dev.sudokucompare.engine;

/**
 * The verdict on one solver's answer to one record, decided by the independent checker and the
 * other solvers' proofs (as a SAT competition scores each solver's answer, not each benchmark).
 * Declared from best to worst news: when repetitions of a call differ, the worst one speaks.
 */
public enum AnswerVerdict {
    /**
     * The answer holds against everything proven: a valid completion; in lexmin mode one that no
     * solver or provided solution beats; a count or a "no solution" that nothing refutes. The
     * reason says whether it was also confirmed (by a proof or another solver) or only not refuted.
     */
    CORRECT,
    /** A claim that contradicts another solver's claim, with nothing to prove which is right. */
    UNVERIFIED,
    /** A time or node limit (or a cancellation) stopped the call before it answered. */
    LIMIT,
    /** The solver failed: it could not start, crashed, exited non-zero, or was abandoned. */
    ERROR,
    /**
     * Proved wrong: an invalid grid or a changed given, output that is not a grid, "no solution"
     * against a verified solution, a count below the verified distinct solutions, a lexmin answer
     * larger than another valid completion.
     */
    WRONG;

    /** How bad the news is: a solver whose repetitions differ is judged by its worst one. */
    boolean worseThan(AnswerVerdict other) {
        return severity() > other.severity();
    }

    private int severity() {
        return switch (this) {
            case CORRECT -> 0;
            case UNVERIFIED -> 1;
            case LIMIT -> 2;
            case ERROR -> 3;
            case WRONG -> 4;
        };
    }
}
