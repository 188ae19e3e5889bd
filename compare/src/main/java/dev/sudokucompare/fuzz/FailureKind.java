package dev.sudokucompare.fuzz;

import java.util.Locale;

/**
 * What kind of wrong a failure is. Shrinking keeps a failure only while the same solver fails
 * the same kind of way: a puzzle made smaller that fails otherwise shows another bug.
 */
enum FailureKind {
    /** The judge: a grid that is not a completion (a broken unit, a changed given, a blank). */
    INVALID_GRID("a grid that is not a valid completion"),
    /** The judge: "no solution" where a completion exists. */
    FALSE_NO_SOLUTION("'no solution' where there is one"),
    /** The judge: a lexmin answer that is not the smallest completion. */
    NOT_SMALLEST("not the smallest completion"),
    /** The judge: a count the reference's count (or the distinct solutions found) refutes. */
    WRONG_COUNT("a wrong count"),
    /** The judge: output that is not an answer, or the right grid in a wrong layout. */
    BAD_OUTPUT("output that is not an answer"),
    /** The solver failed: a crash, an exception, a non-zero exit, a call abandoned. */
    ERROR("a crash or an error"),
    /** Claims that contradict each other with nothing to prove which is right. */
    DISAGREE("a disagreement nothing proves"),
    /** Answers to a puzzle and its variant that break a metamorphic relation. */
    METAMORPHIC("answers that break a metamorphic relation");

    private final String description;

    FailureKind(String description) {
        this.description = description;
    }

    /** "invalid-grid": the name in reports and directory names. */
    String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    String description() {
        return description;
    }
}
