package dev.sudokucompare.process;

import dev.sudokucompare.core.solve.Resources;

/**
 * How one run of an outside program ended. {@code exitCode} is -1 when it was killed (for a limit
 * or a cancellation); {@code used} is the CPU time and peak memory of its process tree;
 * {@code leftBehind} counts the processes it started that were still running when it ended (all
 * killed).
 */
public record ProcessOutcome(int exitCode, Ending ending, String stdout, boolean stdoutCut, String stderr,
        long wallNanos, Resources used, int leftBehind) {

    /** Exited by itself, or stopped: by the wall-clock limit, the CPU limit, the memory limit, or a cancellation. */
    public enum Ending { EXITED, TIMED_OUT, CPU_LIMIT, MEMORY_LIMIT, OUTPUT_LIMIT, CANCELLED }
}
