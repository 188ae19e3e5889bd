package dev.sudokucompare.engine;

/** The judgement on one record, from best to worst news. */
public enum RecordVerdict {
    /** Every solver answered and the answers agree (same solution, status or count). */
    AGREE,
    /** FIRST mode: two valid, different solutions, which proves the puzzle has several. */
    AGREE_MULTIPLE,
    /** A limit or an error kept a solver from answering, and nothing contradicts the rest. */
    INCONCLUSIVE,
    /**
     * An answer the judge could not prove (the reference stopped at its limit before it found
     * the smallest completion, the count or a completion), and nothing proves it wrong.
     */
    UNVERIFIED,
    /** The record could not be read. */
    MALFORMED,
    /** Answers contradict each other (status, count or lexmin) with no answer proved invalid. */
    DISAGREE,
    /** A solver's answer is proved wrong: an invalid solution, or "no solution" against a verified one. */
    WRONG;

    /** True for the verdicts that make the run exit with status 1. */
    public boolean isFinding() {
        return this == DISAGREE || this == WRONG;
    }
}
