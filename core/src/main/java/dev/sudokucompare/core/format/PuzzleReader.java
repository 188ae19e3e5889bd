package dev.sudokucompare.core.format;

import java.io.Closeable;
import java.io.IOException;

/**
 * A stream of records. Malformed records come back as records (with source and line), never as
 * exceptions, so the caller can account for every one; only I/O failures are thrown.
 */
public interface PuzzleReader extends Closeable {

    /** The next record, or null at the end of input. */
    PuzzleRecord next() throws IOException;
}
