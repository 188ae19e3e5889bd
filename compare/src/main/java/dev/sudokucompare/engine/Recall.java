package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;

/**
 * The records an earlier session of the same run already judged (a run resumed after a kill):
 * such a record is recalled from what that session wrote, never solved again, and heard at its
 * place in the run's order, so the reports come out as one uninterrupted run's.
 */
@FunctionalInterface
public interface Recall {

    /** Nothing was run before: every record is solved. */
    Recall NOTHING = record -> null;

    /**
     * The earlier judgement of {@code record}, or null when the record is still to be run.
     *
     * @throws RecallException when what was recorded does not hold for this record
     */
    Judgement recall(PuzzleRecord record);
}
