package dev.sudokucompare.process;

import java.io.InputStream;

/**
 * The end of a long-lived program's stderr, read on a daemon thread of its own and kept bounded
 * ({@link OutputDrain}, keeping the end), so a chatty program never blocks on a full pipe and
 * never reaches the terminal: what it wrote is only ever shown as
 * {@link ProcessOutcome#stderrTail(String)} shows it, one printable line.
 */
public final class StderrTail {

    private static final int KEPT = 4096;
    private final OutputDrain drain;

    private StderrTail(OutputDrain drain) {
        this.drain = drain;
    }

    /** Starts reading {@code err} on a thread named {@code name}. */
    public static StderrTail reading(InputStream err, String name) {
        return new StderrTail(OutputDrain.keepingTail(err, KEPT, name));
    }

    /**
     * {@link #shown()} once everything the program wrote has been read: for a program that has
     * ended, whose last words may still be in the pipe when its end is seen (on a busy machine the
     * reader's thread can be far behind). Waited for as a one-shot program's output is
     * ({@link OutputDrain#finish()}): until the pipe ends, or the reader has read nothing for a
     * hang guard's while (a process that escaped holds the pipe open).
     */
    public String shownAtEnd() {
        drain.finish();
        return shown();
    }

    /** The end so far, led by ": ", or "" when it wrote nothing. */
    public String shown() {
        return ProcessOutcome.stderrTail(drain.text());
    }
}
