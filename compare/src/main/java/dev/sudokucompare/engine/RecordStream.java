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
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The records of one input as the run sees them: shuffled when asked (which alone reads the
 * whole input into memory), cut to the first {@code limit}, then this run's shard of them, with
 * a look-ahead for the warm-up. An input that may wait (standard input, a pipe, a FIFO) is opened
 * and read on a thread of its own, a bounded queue ahead, so a run waiting on one that never
 * delivers still stops when asked. One that never waits ({@link Input#neverWaits()}: a file, a
 * built-in) is read on the taking thread: a third busy thread on a two-core machine took the
 * solver's core from it about once a batch. A read failure part-way ends the stream and is kept
 * in {@link #failure()}.
 */
final class RecordStream implements Closeable {

    private static final int QUEUE = 4096;
    private static final long POLL_MILLIS = 50;
    /** Marks the end of the input in the queue. */
    private static final PuzzleRecord END = PuzzleRecord.malformed("", 0, 0, "end of input", "");

    private final Input input;
    private volatile PuzzleReader reader;
    private final CountDownLatch opened = new CountDownLatch(1);
    private volatile String openFailure;
    private final BooleanSupplier stop;
    private final long limit;
    private final Shard shard;
    private final BlockingQueue<PuzzleRecord> queue = new ArrayBlockingQueue<>(QUEUE);
    /**
     * Records taken from the queue in one go: taking them one by one, with the reader ahead and
     * blocked on the full queue, woke it (a system call on each side) for every record.
     */
    private final Deque<PuzzleRecord> drained = new ArrayDeque<>();
    private static final int DRAIN = 256;
    private final Deque<PuzzleRecord> ahead = new ArrayDeque<>();
    private final long knownSize;
    /** Null when the input is read on the taking thread. */
    private final Thread readerThread;
    private long position;
    private boolean exhausted;
    private volatile String failure;
    /** The reading thread ran out of memory: thrown again on the thread that takes the records. */
    private volatile OutOfMemoryError outOfMemory;

    /**
     * Opens {@code input}: here when it never waits, else on a thread of its own that goes on to
     * read it (opening a FIFO alone can wait for ever).
     */
    RecordStream(Input input, Settings settings, BooleanSupplier stop) {
        this.input = input;
        this.stop = stop;
        this.limit = settings.limit() == 0 ? Long.MAX_VALUE : settings.limit();
        this.shard = settings.shard();
        if (input.neverWaits()) {
            readerThread = null;
            exhausted = !openHere();
        } else {
            readerThread = new Thread(this::readAll, "input-reader");
            readerThread.setDaemon(true);
            readerThread.start();
            awaitOpen();
        }
        if (openFailure == null && settings.shuffle()) {
            List<PuzzleRecord> all = new ArrayList<>();
            for (PuzzleRecord r = take(Long.MAX_VALUE); r != null; r = take(Long.MAX_VALUE)) {
                all.add(r);
            }
            Collections.shuffle(all, new Random(settings.seed()));
            ahead.addAll(all.subList(0, (int) Math.min(all.size(), limit)));
            knownSize = shard.share(ahead.size());
        } else {
            knownSize = -1;
        }
    }

    /** Waits until the input is open or failed to open, or a stop is asked for. */
    private void awaitOpen() {
        try {
            while (!opened.await(POLL_MILLIS, TimeUnit.MILLISECONDS) && !stop.getAsBoolean()) {
                // waiting for the input to open
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Why the input could not be opened, or null (opened, or still waiting when a stop came). */
    String openFailure() {
        return openFailure;
    }

    /**
     * The reading thread. Out of memory here (a shuffle keeps every record) is kept for the taking
     * thread to throw, so the command says it in one line instead of this thread's stack trace.
     */
    private void readAll() {
        try {
            readRecords();
        } catch (OutOfMemoryError e) {
            outOfMemory = e;
        }
    }

    /** Opens the input on this thread; false (and {@link #openFailure()} says why) when it cannot. */
    private boolean openHere() {
        try {
            reader = input.open();
            return true;
        } catch (IOException | RuntimeException e) {
            openFailure = e.getMessage() == null ? e.toString() : e.getMessage();
            return false;
        }
    }

    /** Open, every record into the queue, then the end marker. */
    private void readRecords() {
        boolean open = openHere();
        opened.countDown();
        if (!open) {
            exhaustedByThread();
            return;
        }
        try {
            for (PuzzleRecord r = reader.next(); r != null; r = reader.next()) {
                queue.put(r);
            }
        } catch (IOException | RuntimeException e) {
            failure = readingStopped(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        exhaustedByThread();
    }

    private void exhaustedByThread() {
        try {
            queue.put(END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The number of records this run takes, when known in advance (after a shuffle), else -1. */
    long knownSize() {
        return knownSize;
    }

    /** Up to {@code n} upcoming well-formed records, without consuming them. */
    List<PuzzleRecord> peek(int n) {
        while (knownSize < 0 && ahead.size() < n && ahead.size() < limit) {
            PuzzleRecord r = take(Long.MAX_VALUE);
            if (r == null) {
                break;
            }
            ahead.add(r);
        }
        return ahead.stream().filter(r -> !r.isMalformed()).limit(n).toList();
    }

    /** The next record of this run's shard, or null at the end (or once a stop is asked for). */
    PuzzleRecord next() {
        return nextBefore(Long.MAX_VALUE);
    }

    /** As {@link #next()}, but giving up (null) at {@code deadline} of {@link System#nanoTime()}. */
    PuzzleRecord nextBefore(long deadline) {
        while (knownSize >= 0 || position < limit) {
            PuzzleRecord r = ahead.isEmpty() ? take(deadline) : ahead.poll();
            if (r == null) {
                return null;
            }
            if (shard.takes(++position)) {
                return r;
            }
        }
        exhausted = true;
        return null;
    }

    /** True when the input is read on the caller's thread: a read never waits (a file, a built-in set). */
    boolean neverWaits() {
        return readerThread == null;
    }

    /** True once the input (or its limit) was read to the end. */
    boolean exhausted() {
        return exhausted && ahead.isEmpty();
    }

    /** Why reading stopped early, or null. */
    String failure() {
        return failure;
    }

    /** The next record read, or null at the end, at the deadline, or when a stop is asked for. */
    private PuzzleRecord take(long deadline) {
        // The deadline comes first: an endless input that always has a record ready (yes(1) into a
        // pipe) would otherwise keep the count after a stop going for ever.
        if (exhausted || deadline != Long.MAX_VALUE && System.nanoTime() - deadline > 0) {
            return null;
        }
        if (readerThread == null) {
            return readHere();
        }
        try {
            while (true) {
                if (drained.isEmpty()) {
                    queue.drainTo(drained, DRAIN);
                }
                PuzzleRecord r = drained.isEmpty() ? queue.poll(POLL_MILLIS, TimeUnit.MILLISECONDS) : drained.poll();
                if (r == END || r == null && outOfMemory != null) {
                    exhausted = true;
                    if (outOfMemory != null) {
                        throw outOfMemory;
                    }
                    return null;
                }
                if (r != null) {
                    return r;
                }
                if ((stop.getAsBoolean() && deadline == Long.MAX_VALUE) || System.nanoTime() - deadline > 0) {
                    return null;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Why reading stopped part-way, the same on either thread. */
    private static String readingStopped(Exception e) {
        return "reading stopped: " + e.getMessage();
    }

    /** The next record of an input that never waits, read on this thread; null at the end. */
    private PuzzleRecord readHere() {
        try {
            PuzzleRecord r = reader.next();
            if (r == null) {
                exhausted = true;
            }
            return r;
        } catch (IOException | RuntimeException e) {
            failure = readingStopped(e);
            exhausted = true;
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        PuzzleReader r = reader;
        if (r == null) {
            return; // never opened (or still opening: the daemon thread ends with the run)
        }
        if (readerThread == null || !readerThread.isAlive()) {
            r.close();
            return;
        }
        // The reading thread may be blocked on a pipe that never delivers, holding the reader's
        // lock: closing here could wait as long. Close on the side; the daemon ends with the run.
        Thread closer = new Thread(() -> {
            try {
                r.close();
            } catch (IOException e) {
                // Nothing more to read from it anyway.
            }
        }, "input-closer");
        closer.setDaemon(true);
        closer.start();
    }
}
