package dev.sudokucompare.engine;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Which in-process calls have their CPU time read. Reading the thread's CPU clock is a system
 * call: 0.5-1.8 µs each on the 2-vCPU VMs here, as much as dfs needs for an easy puzzle. So a
 * solver's call is read when it is the solver's first, when its previous call took at least
 * {@link #READ_ALWAYS_NANOS}, and otherwise once the solver's calls since the last read have
 * taken {@link #WALL_BETWEEN_READS_NANOS} in all: the two reads then cost about 1% of the
 * solver's time whatever its speed (every 100th call of a 1 µs solver, every 10th of a 10 µs one),
 * where a fixed "every 16th call" cost a 1 µs solver's run 5%. The choice is made before the call
 * from the calls before it, so the sample is not biased towards long calls. One per run, shared
 * by its batches and workers (so small batches do not reset the count).
 */
final class CpuClockSampling {

    static final long READ_ALWAYS_NANOS = 50_000;
    static final long WALL_BETWEEN_READS_NANOS = 100_000;

    /**
     * Per solver: the last call's wall time (-1 before the first), and the wall time of its calls
     * since the last read. Opaque accesses, not volatile ones: a volatile store costs a fence on
     * every call, and workers racing on a count only move a sample by a call.
     */
    private final AtomicLongArray lastWall;
    private final AtomicLongArray wallSinceRead;

    CpuClockSampling(int solvers) {
        lastWall = new AtomicLongArray(solvers);
        for (int s = 0; s < solvers; s++) {
            lastWall.set(s, -1);
        }
        wallSinceRead = new AtomicLongArray(solvers);
    }

    /** Whether solver s's next call has its CPU clock read. */
    boolean readsNext(int s) {
        long last = lastWall.getOpaque(s);
        if (last < 0 || last >= READ_ALWAYS_NANOS || wallSinceRead.getOpaque(s) >= WALL_BETWEEN_READS_NANOS) {
            wallSinceRead.setOpaque(s, 0);
            return true;
        }
        return false;
    }

    /** Solver s's call took {@code wallNanos}. */
    void called(int s, long wallNanos) {
        lastWall.setOpaque(s, wallNanos);
        wallSinceRead.setOpaque(s, wallSinceRead.getOpaque(s) + wallNanos);
    }
}
