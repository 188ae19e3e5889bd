package dev.sudokucompare.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Reads a program's output stream to its end on a thread of its own, keeping at most {@code cap}
 * bytes (the rest is read and dropped, so a flood cannot exhaust memory or block the program).
 */
final class OutputDrain {

    /** How often {@link #finish()} looks whether the reader has ended or gone idle. */
    private static final long LOOK_MILLIS = 50;
    /**
     * A hang guard only: how long the reader may go without reading anything once the program has
     * ended before the pipe is closed on it. Only a process that escaped the sweep can keep it open
     * that long; a reader that is merely slow (a busy machine) reads again well within it.
     */
    static final long IDLE_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private final InputStream in;
    private final Thread thread;
    private volatile boolean cut;
    private volatile long lastRead = System.nanoTime();
    private final long idleNanos;

    OutputDrain(InputStream in, int cap) {
        this(in, cap, IDLE_NANOS);
    }

    /** As above, closing the pipe on a reader idle for {@code idleNanos} (a test's short guard). */
    OutputDrain(InputStream in, int cap, long idleNanos) {
        this.in = in;
        this.idleNanos = idleNanos;
        thread = ProcessRunner.daemon(() -> {
            byte[] buf = new byte[8192];
            try (in) {
                for (int n; (n = in.read(buf)) > 0; ) {
                    int room = cap - kept.size();
                    kept.write(buf, 0, Math.max(0, Math.min(room, n)));
                    cut |= n > room;
                    lastRead = System.nanoTime();
                }
            } catch (IOException e) {
                // The stream closed under us when the program was killed.
            }
        }, "output");
    }

    /**
     * Waits, once the program and its tree are gone, until everything they wrote has been read:
     * the read ends when the pipe does. What they wrote before they ended is all in the pipe, and
     * on a busy machine the reader can get its turn long after the end is seen (a 200 ms bound here
     * once lost a SAT solver's whole answer at load 10). The pipe is closed on the reader only when
     * it has read nothing for {@link #IDLE_NANOS} since this wait began or since its last read.
     */
    void finish() {
        long began = System.nanoTime();
        try {
            while (thread.isAlive()) {
                thread.join(LOOK_MILLIS);
                if (thread.isAlive() && System.nanoTime() - Math.max(began, lastRead) > idleNanos) {
                    in.close(); // a process that escaped the sweep holds the pipe open: end the read
                    thread.join(LOOK_MILLIS); // nothing more can come: waiting longer would only cost the call
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // Closing a pipe that is already broken: nothing more to read.
        }
    }

    boolean cut() {
        return cut;
    }

    String text() {
        synchronized (kept) {
            return kept.toString(StandardCharsets.UTF_8);
        }
    }
}
