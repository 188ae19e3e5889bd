package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.AnswerReader;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.process.Container;
import dev.sudokucompare.process.ExitStatus;
import dev.sudokucompare.process.ProcessOutcome;
import dev.sudokucompare.process.ProcessRunner;
import dev.sudokucompare.process.ProgramLimits;
import java.io.IOException;

/**
 * Someone's own program as a solver: started once per puzzle, fed the puzzle on stdin in the
 * agreed format, its stdout read as the answer. A crash is an ERROR with its stderr, a hang is
 * a LIMIT (the program and its children are killed), and output that is not exactly one grid is
 * BAD_OUTPUT. Times include starting the process.
 */
public final class ExternalSolver extends ProgramSolver {

    /** The spec prefix: {@code external:python3 my2580.py}. */
    public static final String PREFIX = "external:";

    public ExternalSolver(String command, PuzzleFormat format) {
        this(command, format, ProgramLimits.NONE);
    }

    /** {@code limits}: CPU and memory limits besides each call's wall-clock limit. */
    public ExternalSolver(String command, PuzzleFormat format, ProgramLimits limits) {
        super(PREFIX, command, format, limits, false);
    }

    @Override
    SolveResult ask(Grid puzzle, SolveRequest request, long start) {
        ProcessOutcome run;
        try {
            run = ProcessRunner.run(program.words(), program.format().write(puzzle), request.timeLimit(),
                    request.cancellation(), program.limits());
        } catch (IOException e) {
            return program.notStarted(e, start);
        }
        return judge(puzzle, run, request.timeLimit(), new SearchStats(0, 0, 0, 0, run.wallNanos()))
                .withResources(run.used());
    }

    /**
     * The run as a result. The message of an error or a limit says only what went wrong (it is the
     * answer's reason); notes on the measurement go with answers only.
     */
    private SolveResult judge(Grid puzzle, ProcessOutcome run, java.time.Duration timeLimit, SearchStats stats) {
        String leftBehind = run.leftBehind() == 0 ? "" : "; left " + run.leftBehind()
                + (run.leftBehind() == 1 ? " process" : " processes") + " running, killed";
        String notes = "wall time includes process start" + leftBehind;
        if (run.ending() == ProcessOutcome.Ending.PROCESS_LIMIT) {
            return SolveResult.error(Container.processLimitMessage(program.limits()), stats);
        }
        if (run.ending() == ProcessOutcome.Ending.TIMED_OUT) {
            return SolveResult.limit(WallClockLimit.reason("killed at the time limit", timeLimit, run.used().cpuNanos()),
                    stats);
        }
        SolveResult stopped = stopped(run.ending(), stats);
        if (stopped != null) {
            return stopped;
        }
        if (run.exitCode() != 0) {
            return SolveResult.error(ExitStatus.describe(run.exitCode()) + run.stderrTail(), stats);
        }
        if (run.stdoutCut()) {
            return SolveResult.outputLimit(": more than " + ProcessRunner.MAX_STDOUT
                    + " bytes of output", stats);
        }
        return read(puzzle, run.stdout(), program.format(), stats, notes);
    }

    /** The result of a run stopped by a limit or a cancellation, else null. */
    static SolveResult stopped(ProcessOutcome.Ending ending, SearchStats stats) {
        return switch (ending) {
            case TIMED_OUT -> SolveResult.limit("killed at the time limit", stats);
            case CPU_LIMIT -> SolveResult.limit("killed at the CPU time limit", stats);
            case MEMORY_LIMIT -> SolveResult.memoryLimit(": killed", stats);
            case OUTPUT_LIMIT -> SolveResult.outputLimit(": more than "
                    + ProcessRunner.MAX_STDOUT + " bytes of output; killed", stats);
            case PROCESS_LIMIT -> SolveResult.error("killed: more processes than the process limit", stats);
            case CANCELLED -> SolveResult.limit("cancelled", stats);
            case EXITED -> null;
        };
    }

    /** A program's printed answer as a result: a grid, "no solution" (nothing), or why it is not an answer. */
    static SolveResult read(Grid puzzle, String stdout, PuzzleFormat format, SearchStats stats, String notes) {
        // The one rule every door reads output by (check's answer files too).
        return AnswerReader.result(stdout, format, puzzle.shape(), stats, notes);
    }

    /** How its limits were enforced, when it has any. */
    @Override
    public String runNotes() {
        String limits = program.limitsNote();
        return limits.isEmpty() ? "" : program.name() + ": " + limits;
    }

    @Override
    public String toString() {
        return program.name();
    }
}
