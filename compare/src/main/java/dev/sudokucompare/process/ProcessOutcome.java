package dev.sudokucompare.process;

import dev.sudokucompare.core.OneLine;
import dev.sudokucompare.core.solve.Resources;

/**
 * How one run of an outside program ended. {@code exitCode} is -1 when it was killed (for a limit
 * or a cancellation); {@code used} is the CPU time and peak memory of its process tree;
 * {@code leftBehind} counts the processes it started that were still running when it ended (all
 * killed).
 */
public record ProcessOutcome(int exitCode, Ending ending, String stdout, boolean stdoutCut, String stderr,
        long wallNanos, Resources used, int leftBehind) {

    /**
     * Exited by itself, or stopped: by the wall-clock limit, the CPU limit, the memory limit, the
     * output limit, the process limit (a fork refused or too many processes seen), or a cancellation.
     */
    public enum Ending { EXITED, TIMED_OUT, CPU_LIMIT, MEMORY_LIMIT, OUTPUT_LIMIT, PROCESS_LIMIT, CANCELLED }

    /** How many characters of the end of stderr an error message shows. */
    static final int STDERR_SHOWN = 300;

    /** The end of this run's stderr, as {@link #stderrTail(String)} shows it. */
    public String stderrTail() {
        return stderrTail(stderr);
    }

    /**
     * The end of a program's stderr on one printable line, led by ": " to follow a message, or ""
     * when it wrote nothing. The end holds the error itself (a traceback's last line, say).
     */
    public static String stderrTail(String stderr) {
        String t = stderr.strip();
        if (t.isEmpty()) {
            return "";
        }
        String tail = t.length() > STDERR_SHOWN ? "..." + t.substring(t.length() - STDERR_SHOWN) : t;
        // Line breaks read as spaces; anything else that could steer a terminal (ESC, OSC) as '?'.
        return ": " + OneLine.printable(tail.replace('\n', ' ').replace('\r', ' '));
    }
}
