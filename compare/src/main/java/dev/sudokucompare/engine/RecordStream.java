package dev.sudokucompare.engine;

import dev.sudokucompare.core.format.PuzzleReader;
import dev.sudokucompare.core.format.PuzzleRecord;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Random;

/**
 * The records of one input as the run sees them: shuffled when asked (which alone reads the
 * whole input into memory), cut to the first {@code limit}, then this run's shard of them, with
 * a look-ahead for the warm-up. A read failure part-way ends the stream and is kept in
 * {@link #failure()}.
 */
final class RecordStream implements Closeable {

    private final PuzzleReader reader;
    private final long limit;
    private final Shard shard;
    private long position;
    private final Deque<PuzzleRecord> ahead = new ArrayDeque<>();
    private boolean exhausted;
    private String failure;
    private final long knownSize;

    RecordStream(PuzzleReader reader, Settings settings) throws IOException {
        this.reader = reader;
        this.limit = settings.limit() == 0 ? Long.MAX_VALUE : settings.limit();
        this.shard = settings.shard();
        if (settings.shuffle()) {
            List<PuzzleRecord> all = new ArrayList<>();
            for (PuzzleRecord r = read(); r != null; r = read()) {
                all.add(r);
            }
            Collections.shuffle(all, new Random(settings.seed()));
            ahead.addAll(all.subList(0, (int) Math.min(all.size(), limit)));
            exhausted = true;
            knownSize = shard.share(ahead.size());
        } else {
            knownSize = -1;
        }
    }

    /** The number of records this run takes, when known in advance (after a shuffle), else -1. */
    long knownSize() {
        return knownSize;
    }

    /** Up to {@code n} upcoming well-formed records, without consuming them. */
    List<PuzzleRecord> peek(int n) {
        while (!exhausted && ahead.size() < n && ahead.size() < limit) {
            PuzzleRecord r = read();
            if (r == null) {
                break;
            }
            ahead.add(r);
        }
        return ahead.stream().filter(r -> !r.isMalformed()).limit(n).toList();
    }

    /** The next record of this run's shard, or null at the end. */
    PuzzleRecord next() {
        while (knownSize >= 0 || position < limit) {
            PuzzleRecord r = ahead.isEmpty() ? (exhausted ? null : read()) : ahead.poll();
            if (r == null) {
                return null;
            }
            if (shard.takes(++position)) {
                return r;
            }
        }
        return null;
    }

    /** Why reading stopped early, or null. */
    String failure() {
        return failure;
    }

    private PuzzleRecord read() {
        if (exhausted) {
            return null;
        }
        try {
            PuzzleRecord r = reader.next();
            if (r == null) {
                exhausted = true;
            }
            return r;
        } catch (IOException | RuntimeException e) {
            exhausted = true;
            failure = "reading stopped: " + e.getMessage();
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
