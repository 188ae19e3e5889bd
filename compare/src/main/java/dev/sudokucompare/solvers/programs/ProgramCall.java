package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Cancellation;
import dev.sudokucompare.core.solve.Resources;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.process.ProgramRuns;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * One solve call's runs of an installed program. A mode may need several runs (a count, a proof
 * that a solution is the smallest); they share the call's deadline and cancellation, and their
 * number, time and memory are summed into the call's statistics. Used by one thread.
 */
final class ProgramCall {

    private final String program;
    private final long start = System.nanoTime();
    private final long deadline;
    private final Cancellation cancellation;
    private int runs;
    private long runNanos;
    private long buildNanos;
    private long peakRssKib = -1;
    private long cpuNanos = -1;
    private int leftBehind;

    ProgramCall(String program, SolveRequest request) {
        this.program = program;
        this.deadline = start + request.timeLimit().toNanos();
        this.cancellation = request.cancellation();
    }

    /** The call was stopped by its time limit or a cancellation: a LIMIT naming which. */
    static final class Stop extends Exception {
        private static final long serialVersionUID = 1L;

        Stop(String why) {
            super(why, null, false, false);
        }
    }

    /** A run failed (could not start, crashed, printed nonsense): an ERROR saying how. */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;

        Failure(String why) {
            super(why, null, false, false);
        }
    }

    /** What a call does once its puzzle is known to have no conflicting givens. */
    interface Work {
        SolveResult answer(ProgramCall call) throws Stop, Failure;
    }

    /**
     * A call's answer: none for a puzzle with conflicting givens; otherwise {@code work}'s, a stop
     * as a LIMIT and a failure or a crash as an ERROR, with the runs' CPU time and memory added.
     */
    static SolveResult answer(String program, Grid puzzle, SolveRequest request, Work work) {
        ProgramCall call = new ProgramCall(program, request);
        return call.guarded(puzzle, work).withResources(call.used());
    }

    private SolveResult guarded(Grid puzzle, Work work) {
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            return SolveResult.conflictingGivens(conflicts, stats());
        }
        try {
            return work.answer(this);
        } catch (Stop e) {
            return SolveResult.limit(e.getMessage(), stats());
        } catch (Failure e) {
            return SolveResult.error(e.getMessage(), stats());
        } catch (RuntimeException | OutOfMemoryError e) {
            return SolveResult.error(e, stats());
        }
    }

    /**
     * The time left for the next run.
     *
     * @throws Stop when the call is cancelled or its time is up
     */
    Duration remaining() throws Stop {
        if (cancellation.isCancelled()) {
            throw new Stop("cancelled");
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new Stop("time limit reached after " + runs + (runs == 1 ? " run" : " runs"));
        }
        return Duration.ofNanos(left);
    }

    /**
     * One run of {@code command} with {@code stdin}, killed after {@code limit}. The caller reads
     * its exit status and output.
     *
     * @throws Stop when the time limit or a cancellation killed it
     * @throws Failure when it could not be started, or was stopped otherwise
     */
    ProgramRuns.Run run(List<String> command, String stdin, Duration limit) throws Stop, Failure {
        ProgramRuns.Run run;
        try {
            run = ProgramRuns.run(command, stdin, limit, cancellation);
        } catch (IOException e) {
            throw new Failure("cannot start '" + command.get(0) + "': " + e.getMessage());
        }
        runs++;
        runNanos += run.wallNanos();
        peakRssKib = Math.max(peakRssKib, run.used().peakRssKib());
        if (run.used().cpuMeasured()) {
            cpuNanos = Math.max(cpuNanos, 0) + run.used().cpuNanos();
        }
        leftBehind += run.leftBehind();
        switch (run.ending()) {
            case TIMED_OUT -> throw new Stop("killed at the time limit (run " + runs + ")");
            case CANCELLED -> throw new Stop("cancelled");
            case OUTPUT_FLOOD -> throw new Failure(program + " printed more than " + ProgramRuns.MAX_STDOUT
                    + " bytes and was stopped");
            case STOPPED -> throw new Failure(program + " was stopped before it answered");
            default -> {
                return run;
            }
        }
    }

    /** Adds time spent preparing a run in this JVM (encoding, writing files): the call's build time. */
    void built(long nanos) {
        buildNanos += nanos;
    }

    /** The runs' CPU time summed and their largest peak memory (each -1 when not measured). */
    Resources used() {
        return new Resources(cpuNanos, peakRssKib);
    }

    int runs() {
        return runs;
    }

    /** No nodes (a program keeps its search to itself); build = preparing runs, search = the runs' wall time. */
    SearchStats stats() {
        return new SearchStats(0, 0, 0, buildNanos, runNanos);
    }

    /** What an answer's message adds about the measurement: runs, process start, memory. */
    String notes() {
        String memory = peakRssKib < 0 ? "" : String.format(Locale.ROOT, "; peak RSS %,d KiB (sampled)", peakRssKib);
        String left = leftBehind == 0 ? "" : "; left " + leftBehind + (leftBehind == 1 ? " process" : " processes")
                + " running, killed";
        return program + ", " + runs + (runs == 1 ? " run" : " runs") + "; wall time includes starting each"
                + memory + left;
    }
}
