package dev.sudokucompare.core.solve;

/**
 * What a call used of the machine, when the solver measured it itself: CPU time (user and
 * system) and peak resident memory. A solver that runs elsewhere (an outside program) measures
 * these for its whole process tree; an in-process solver leaves them {@link #UNMEASURED} and the
 * caller measures its thread's CPU time. -1 means not measured.
 *
 * <p>{@code wallNanos} is the wall time around the call where the solver measured it nearer the
 * search than its caller can: a Java solver in a worker JVM of its own is timed inside that JVM,
 * around its {@code solve} call, as the caller times an in-process solver, so the pipe between
 * them is no part of its time. -1 when not measured (added in plug-in API 1.2).
 */
public record Resources(long cpuNanos, long peakRssKib, long wallNanos) {

    public static final Resources UNMEASURED = new Resources(-1, -1, -1);

    /** CPU time and peak memory, the wall time left to the caller. */
    public Resources(long cpuNanos, long peakRssKib) {
        this(cpuNanos, peakRssKib, -1);
    }

    public boolean cpuMeasured() {
        return cpuNanos >= 0;
    }

    public boolean memoryMeasured() {
        return peakRssKib >= 0;
    }

    public boolean wallMeasured() {
        return wallNanos >= 0;
    }
}
