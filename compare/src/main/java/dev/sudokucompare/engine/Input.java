package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleReader;
import java.io.IOException;

/** A named source of records that the engine opens when it gets to it. */
public interface Input {

    /** The name used in reports and messages: a path, {@code -}, or {@code builtin:NAME}. */
    String name();

    /**
     * Opens the records.
     *
     * @throws IOException with a message fit for the user when it cannot be read at all
     */
    PuzzleReader open() throws IOException;

    /**
     * How many records the input holds, when that can be told cheaply before the run (a built-in,
     * a one-puzzle-per-line file of a sane size); -1 when not (standard input, other layouts).
     */
    default long sizeHint() {
        return -1;
    }
}
