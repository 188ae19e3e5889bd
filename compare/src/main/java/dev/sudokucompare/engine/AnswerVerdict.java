package dev.sudokucompare.engine;

/**
 * The verdict on one solver's answer to one record, decided by the independent checker and the
 * other solvers' proofs (as a SAT competition scores each solver's answer, not each benchmark).
 * Declared from best to worst news: when repetitions of a call differ, the worst one speaks.
 */
public enum AnswerVerdict {
    /**
     * The answer holds against everything proven: a valid completion; in lexmin mode the smallest,
     * as the reference finds it; a count or a "no solution" the reference confirms. With the
     * reference off the reason says what was not proved.
     */
    CORRECT,
    /**
     * A claim the judge could not prove right or wrong: the reference stopped at its limit (or
     * contradicted a valid answer), or, with the reference stopped or off, it contradicts another
     * solver's claim. Never accepted: a judge gives it no AC.
     */
    UNVERIFIED,
    /** A time or node limit (or a cancellation) stopped the call before it answered. */
    LIMIT,
    /** The solver failed: it could not start, crashed, exited non-zero, or was abandoned. */
    ERROR,
    /**
     * Proved wrong: an invalid grid or a changed given, output that is not a grid, "no solution"
     * against a verified solution or the reference's, a count the reference's count refutes, a
     * lexmin answer larger than another valid completion.
     */
    WRONG,
    /**
     * Never asked: a puzzle the solver's format cannot carry (a 4x4 to a program speaking BOJ 2580),
     * counted apart; no error of the solver's, no trouble for the run.
     */
    NOT_RUN;

    /** How bad the news is: a solver whose repetitions differ is judged by its worst one. */
    boolean worseThan(AnswerVerdict other) {
        return severity() > other.severity();
    }

    private int severity() {
        return switch (this) {
            case CORRECT, NOT_RUN -> 0;
            case UNVERIFIED -> 1;
            case LIMIT -> 2;
            case ERROR -> 3;
            case WRONG -> 4;
        };
    }
}
