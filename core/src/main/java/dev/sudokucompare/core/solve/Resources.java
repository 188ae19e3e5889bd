package dev.sudokucompare.core.solve;

/**
 * What a call used of the machine, when the solver measured it itself: CPU time (user and
 * system) and peak resident memory. A solver that runs elsewhere (an outside program) measures
 * these for its whole process tree; an in-process solver leaves them {@link #UNMEASURED} and the
 * caller measures its thread's CPU time. -1 means not measured.
 */
public record Resources(long cpuNanos, long peakRssKib) {

    public static final Resources UNMEASURED = new Resources(-1, -1);

    public boolean cpuMeasured() {
        return cpuNanos >= 0;
    }

    public boolean memoryMeasured() {
        return peakRssKib >= 0;
    }
}
