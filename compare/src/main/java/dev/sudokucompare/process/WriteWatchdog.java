package dev.sudokucompare.process;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The deadline of every write to a long-lived program. A program that stops reading its input
 * fills the pipe, and the next write blocks until it reads again, maybe never; a write cannot be
 * given a timeout, so one thread of its own looks at the writes in progress a few times a second
 * and kills the program of one past its deadline or cancelled, which ends the write. A watched
 * write costs its writer two volatile stores, not a hand-off to another thread per puzzle.
 */
public final class WriteWatchdog {

    /** How often the writes are looked at: a stuck write ends at most this long after its deadline. */
    static final long CHECK_MILLIS = 50;

    /** A writer the watchdog looks at. */
    public interface Watched {
        /** Kills the program when its write in progress is past its deadline or cancelled. */
        void checkWrite(long now);
    }

    private static final Set<Watched> WATCHED = ConcurrentHashMap.newKeySet();
    private static final Object LOCK = new Object();
    private static Thread thread;

    private WriteWatchdog() {
    }

    public static void watch(Watched w) {
        WATCHED.add(w);
        synchronized (LOCK) {
            if (thread == null) {
                thread = new Thread(WriteWatchdog::run, "outside-program-write-watchdog");
                thread.setDaemon(true);
                thread.start();
            }
            LOCK.notifyAll();
        }
    }

    public static void unwatch(Watched w) {
        WATCHED.remove(w);
    }

    private static void run() {
        try {
            while (true) {
                synchronized (LOCK) {
                    while (WATCHED.isEmpty()) {
                        LOCK.wait(); // no program running: no wake-ups
                    }
                }
                TimeUnit.MILLISECONDS.sleep(CHECK_MILLIS);
                long now = System.nanoTime();
                for (Watched w : WATCHED) {
                    try {
                        w.checkWrite(now);
                    } catch (RuntimeException e) {
                        // One program's trouble stops no other's deadline.
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
