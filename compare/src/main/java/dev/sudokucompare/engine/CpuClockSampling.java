package dev.sudokucompare.engine;

import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Which in-process calls have their CPU time read. Reading the thread's CPU clock is a system
 * call: 1.2-1.8 µs each on the 2-vCPU VMs here, as much as dfs needs for an easy puzzle. So a
 * solver's call is read when its previous call took at least {@link #READ_ALWAYS_NANOS} (or it is
 * its first), and otherwise every {@link #SAMPLE_EVERY}th call: fast solvers' CPU figures come
 * from a systematic sample and they run at their own pace, not the clock's. One per run, shared
 * by its batches (so small batches do not reset the count).
 */
final class CpuClockSampling {

    static final long READ_ALWAYS_NANOS = 50_000;
    static final int SAMPLE_EVERY = 16;

    /** Per solver: the last call's wall time (-1 before the first) and calls since the last read. */
    private final AtomicLongArray lastWall;
    private final AtomicIntegerArray unread;

    CpuClockSampling(int solvers) {
        lastWall = new AtomicLongArray(solvers);
        for (int s = 0; s < solvers; s++) {
            lastWall.set(s, -1);
        }
        unread = new AtomicIntegerArray(solvers);
    }

    /** Whether solver s's next call has its CPU clock read. */
    boolean readsNext(int s) {
        long last = lastWall.get(s);
        if (last < 0 || last >= READ_ALWAYS_NANOS || unread.incrementAndGet(s) >= SAMPLE_EVERY) {
            unread.set(s, 0);
            return true;
        }
        return false;
    }

    /** Solver s's call took {@code wallNanos}. */
    void called(int s, long wallNanos) {
        lastWall.set(s, wallNanos);
    }
}
