package dev.sudokucompare.engine;

/**
 * What an earlier session recorded for a record does not hold (another puzzle, a verdict the
 * judge does not confirm): the run stops, its message names the file and line.
 */
public final class RecallException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RecallException(String message) {
        super(message);
    }
}
