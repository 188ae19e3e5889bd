package dev.sudokucompare.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The end of a long-lived program's stderr, read on a daemon thread of its own and kept bounded,
 * so a chatty program never blocks on a full pipe and never reaches the terminal: what it wrote is
 * only ever shown as {@link ProcessOutcome#stderrTail(String)} shows it, one printable line.
 */
public final class StderrTail {

    private static final int KEPT = 4096;
    /** A hang guard only: the reader ends as soon as nothing holds the pipe open any more. */
    private static final long END_GUARD_MILLIS = 10_000;
    private final StringBuilder tail = new StringBuilder();
    private Thread reader;

    private StderrTail() {
    }

    /** Starts reading {@code err} on a thread named {@code name}. */
    public static StderrTail reading(InputStream err, String name) {
        StderrTail kept = new StderrTail();
        Thread t = new Thread(() -> kept.drain(err), name);
        t.setDaemon(true);
        kept.reader = t;
        t.start();
        return kept;
    }

    /**
     * {@link #shown()} once everything the program wrote has been read: for a program that has
     * ended, whose last words may still be in the pipe when its end is seen (on a busy machine the
     * reader's thread can be that far behind).
     */
    public String shownAtEnd() {
        try {
            reader.join(END_GUARD_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return shown();
    }

    private void drain(InputStream err) {
        byte[] buf = new byte[4096];
        try (err) {
            for (int n; (n = err.read(buf)) > 0; ) {
                synchronized (tail) {
                    tail.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                    if (tail.length() > 2 * KEPT) {
                        tail.delete(0, tail.length() - KEPT);
                    }
                }
            }
        } catch (IOException e) {
            // The stream closed when the program ended.
        }
    }

    /** The end so far, led by ": ", or "" when it wrote nothing. */
    public String shown() {
        synchronized (tail) {
            return ProcessOutcome.stderrTail(tail.toString());
        }
    }
}
