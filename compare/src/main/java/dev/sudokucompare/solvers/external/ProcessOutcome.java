package dev.sudokucompare.solvers.external;

/**
 * How one run of an external program ended. {@code exitCode} is -1 when it was killed;
 * {@code peakRssKib} is the largest resident set seen while it ran (the process and its
 * children, sampled from /proc), or -1 where the OS does not tell. {@code leftBehind} counts the
 * processes it started that were still running when it ended (all killed).
 */
record ProcessOutcome(int exitCode, Ending ending, String stdout, boolean stdoutCut, String stderr,
        long wallNanos, long peakRssKib, int leftBehind) {

    enum Ending { EXITED, TIMED_OUT, CANCELLED }
}
