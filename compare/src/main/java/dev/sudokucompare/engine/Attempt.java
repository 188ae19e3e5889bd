package dev.sudokucompare.engine;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveResult;
import java.util.Objects;

/**
 * One call of a solver on a record: its result, the wall time around the call, the CPU time it
 * used ({@code cpuNanos}: what the solver measured for an outside program's process tree, else the
 * calling thread's; -1 when not measured), the wall time of the interval that CPU time was read
 * over ({@code cpuWallNanos}: it holds both CPU clock reads, so a one-thread call's CPU time is at
 * most this; -1 when CPU was not measured), and the checker's complaint about the solution
 * ({@code problem}, null when there is no solution or it verified).
 */
public record Attempt(SolveResult result, long timeNanos, long cpuNanos, String problem, long cpuWallNanos) {

    public Attempt {
        Objects.requireNonNull(result);
    }

    /** The checker's complaint about {@code result}'s solution to {@code puzzle}, or null (none, or it verifies). */
    public static String problem(Grid puzzle, SolveResult result) {
        return result.solution() == null ? null
                : Checker.check(puzzle, result.solution()).map(Checker.Problem::message).orElse(null);
    }

    /** A call whose CPU time, when measured, was read over the call's own wall time. */
    public Attempt(SolveResult result, long timeNanos, long cpuNanos, String problem) {
        this(result, timeNanos, cpuNanos, problem, cpuNanos < 0 ? -1 : timeNanos);
    }

    /** A call whose CPU time was not measured. */
    public Attempt(SolveResult result, long timeNanos, String problem) {
        this(result, timeNanos, -1, problem, -1);
    }

    /** Peak resident memory of an outside program's tree, in KiB; -1 when not measured. */
    public long peakRssKib() {
        return result.resources().peakRssKib();
    }

    /** True when the call returned a solution that the checker accepted. */
    public boolean hasVerifiedSolution() {
        return result.solution() != null && problem == null;
    }
}
