package dev.sudokucompare.process;

/**
 * The time a thread's calls spent starting what they answer with (a fresh worker JVM, a
 * long-lived program's interpreter): not the calls' own. A run's watchdog budgets a record's
 * calls by their limits; a start inside a call would eat that budget at the machine's speed (at
 * load 35 a JVM's start took longer than a 1 s limit's whole budget, and a call that was doing
 * nothing wrong was cancelled, then abandoned). Such a start has a hang guard of its own, and a
 * stop still cancels it. The watchdog's thread reads the clock of the thread it watches, which
 * {@link #install}ed it; on a thread without one, starting is not counted.
 */
public final class StartUpClock {

    private static final ThreadLocal<StartUpClock> INSTALLED = new ThreadLocal<>();
    /** A start in progress began then (0: none); written by the owning thread only. */
    private volatile long since;
    /** Starts finished so far, in all. */
    private volatile long finished;

    private StartUpClock() {
    }

    /** A clock for the calling thread's starts, for its watchdog to read. */
    public static StartUpClock install() {
        StartUpClock c = new StartUpClock();
        INSTALLED.set(c);
        return c;
    }

    /** The calling thread's starts are no longer watched. */
    public static void uninstall() {
        INSTALLED.remove();
    }

    /** A start on the calling thread: its time is not the call's until the span is closed. */
    public static Span starting() {
        StartUpClock c = INSTALLED.get();
        if (c == null) {
            return () -> { };
        }
        c.since = System.nanoTime() | 1; // never 0, which means "none"
        return c::stop;
    }

    private void stop() {
        long s = since;
        if (s != 0) {
            // The total first: a reader between the two writes counts the span twice (a more
            // lenient watchdog for a moment), never not at all.
            finished += Math.max(0, System.nanoTime() - s);
            since = 0;
        }
    }

    /** Nanos spent starting so far, a start in progress included; safe from any thread. */
    public long nanos() {
        long s = since;
        long done = finished;
        return s == 0 ? done : done + Math.max(0, System.nanoTime() - s);
    }

    /** A start in progress; closing it ends it. */
    public interface Span extends AutoCloseable {
        @Override
        void close();
    }
}
