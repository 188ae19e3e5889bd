package dev.sudokucompare.process;

import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Resources;
import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * One run of an installed program for solver families beyond {@code external:CMD} (a DIMACS SAT
 * solver, MiniZinc): contained exactly as every outside program is, by {@link ProcessRunner} (own
 * session, bounded output, killed at the time limit or on cancellation, leftovers swept).
 */
public final class ProgramRuns {

    /** The most standard output a run keeps; the rest is dropped and {@link Run#stdoutCut()} says so. */
    public static final int MAX_STDOUT = ProcessRunner.MAX_STDOUT;

    private ProgramRuns() {
    }

    /**
     * How a run ended: on its own, killed at its time limit, killed by a cancellation, killed for
     * printing more than {@link #MAX_STDOUT} bytes, or otherwise stopped.
     */
    public enum Ending { EXITED, TIMED_OUT, CANCELLED, OUTPUT_FLOOD, STOPPED }

    /**
     * What a run left: its exit status (-1 when killed), output, wall time, the CPU time and peak
     * resident memory of its process tree (each -1 when unknown) and how many processes it left
     * behind (all killed).
     */
    public record Run(Ending ending, int exitCode, String stdout, boolean stdoutCut, String stderr, long wallNanos,
            Resources used, int leftBehind) {
    }

    /**
     * Runs {@code command} with {@code stdin} as its input, for at most {@code limit}.
     *
     * @throws IOException when the program cannot be started (the message says why)
     */
    public static Run run(List<String> command, String stdin, Duration limit, Cancellation cancellation)
            throws IOException {
        ProcessOutcome o = ProcessRunner.run(command, stdin, limit, cancellation, ProgramLimits.NONE);
        Ending ending = switch (o.ending()) {
            case EXITED -> Ending.EXITED;
            case TIMED_OUT -> Ending.TIMED_OUT;
            case CANCELLED -> Ending.CANCELLED;
            case OUTPUT_LIMIT -> Ending.OUTPUT_FLOOD;
            default -> Ending.STOPPED; // an ending added later (a memory limit, say) is a stop all the same
        };
        return new Run(ending, o.exitCode(), o.stdout(), o.stdoutCut(), o.stderr(), o.wallNanos(), o.used(),
                o.leftBehind());
    }

    /** A command line split into words as a shell would, without running one (quotes work). */
    public static List<String> words(String command) {
        return CommandWords.split(command);
    }
}
