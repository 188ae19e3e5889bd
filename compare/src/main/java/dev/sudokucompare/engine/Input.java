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

    /**
     * True when reading never waits on anything but the machine's own files: a regular file, a
     * built-in, text in memory. The run reads such an input on its own thread; any other (standard
     * input, a pipe, a FIFO, a device) is read on a thread of its own, so that a stop still ends a
     * run that waits on it.
     */
    default boolean neverWaits() {
        return false;
    }
}
