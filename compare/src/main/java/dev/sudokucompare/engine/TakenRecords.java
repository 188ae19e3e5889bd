package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleRecord;
import java.io.Closeable;
import java.io.IOException;

/**
 * The records a run with given settings takes from an input, in the order it takes them (after
 * --shuffle and --limit, only its shard's): so that merge can read an input again exactly as a
 * shard read it, and check the records that shard wrote against it.
 */
public final class TakenRecords implements Closeable {

    private final RecordStream stream;

    private TakenRecords(RecordStream stream) {
        this.stream = stream;
    }

    /** @throws IOException with the reason the input cannot be opened */
    public static TakenRecords open(Input input, Settings settings) throws IOException {
        RecordStream stream = new RecordStream(input, settings, () -> false);
        if (stream.openFailure() != null) {
            stream.close();
            throw new IOException(stream.openFailure());
        }
        return new TakenRecords(stream);
    }

    /** The next record taken, or null at the end (or where reading stopped: see {@link #failure()}). */
    public PuzzleRecord next() {
        return stream.next();
    }

    /** Why reading stopped part-way, or null: a run stops there too, and says so. */
    public String failure() {
        return stream.failure();
    }

    @Override
    public void close() throws IOException {
        stream.close();
    }
}
