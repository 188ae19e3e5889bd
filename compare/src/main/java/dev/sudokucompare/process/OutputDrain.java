package dev.sudokucompare.process;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Reads one of a program's output streams to its end on a thread of its own, keeping a bounded
 * part of it: its start (an answer: at most {@code cap} bytes, the rest read and dropped) or its
 * end (a stderr: the last {@code cap} bytes), so a flood can neither exhaust memory nor block the
 * program. Stdout and stderr of one-shot programs and the stderr of long-lived ones are all read so.
 */
final class OutputDrain {

    /** How often {@link #finish()} looks whether the reader has ended or gone idle. */
    private static final long LOOK_MILLIS = 50;
    /**
     * A hang guard only: how long the reader may go without reading anything once the program has
     * ended before the pipe is closed on it. Only a process that escaped the sweep can keep it open
     * that long; a reader that is merely slow (a busy machine) reads again well within it. (Whether
     * bytes still wait in the pipe cannot be asked meanwhile: the JDK's pipe stream holds its lock
     * while the reader is blocked in a read, so asking would wait as long as the read.)
     */
    static final long IDLE_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private final InputStream in;
    private final Thread thread;
    private final int cap;
    private final boolean tail;
    private volatile boolean cut;
    private volatile long lastRead = System.nanoTime();
    private final long idleNanos;

    /** Keeps the first {@code cap} bytes. */
    OutputDrain(InputStream in, int cap) {
        this(in, cap, IDLE_NANOS);
    }

    /** As above, closing the pipe on an idle reader after {@code idleNanos} (a test's short guard). */
    OutputDrain(InputStream in, int cap, long idleNanos) {
        this(in, cap, false, idleNanos, "output");
    }

    /** Keeps the last {@code cap} bytes, read on a thread named {@code name}. */
    static OutputDrain keepingTail(InputStream in, int cap, String name) {
        return new OutputDrain(in, cap, true, IDLE_NANOS, name);
    }

    private OutputDrain(InputStream in, int cap, boolean tail, long idleNanos, String name) {
        this.in = in;
        this.cap = cap;
        this.tail = tail;
        this.idleNanos = idleNanos;
        thread = ProcessRunner.daemon(this::read, name);
    }

    private void read() {
        byte[] buf = new byte[8192];
        try (in) {
            for (int n; (n = in.read(buf)) > 0; ) {
                synchronized (kept) {
                    if (tail) {
                        keepEnd(buf, n);
                    } else {
                        int room = cap - kept.size();
                        kept.write(buf, 0, Math.max(0, Math.min(room, n)));
                        cut |= n > room;
                    }
                }
                lastRead = System.nanoTime();
            }
        } catch (IOException e) {
            // The stream closed under us when the program was killed.
        }
    }

    /** Appends, then drops the start past twice the cap (so a flood costs a copy now and then, not per read). */
    private void keepEnd(byte[] buf, int n) {
        kept.write(buf, 0, n);
        if (kept.size() > 2 * cap) {
            byte[] all = kept.toByteArray();
            kept.reset();
            kept.write(all, all.length - cap, cap);
            cut = true;
        }
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

    /** What was kept so far (an end kept may begin inside a character: it is shown, not parsed). */
    String text() {
        synchronized (kept) {
            String all = kept.toString(StandardCharsets.UTF_8);
            return tail && all.length() > cap ? all.substring(all.length() - cap) : all;
        }
    }
}
