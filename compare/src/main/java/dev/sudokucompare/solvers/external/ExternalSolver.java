package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.OneLine;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.format.AnswerReader;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

/**
 * Someone's own program as a solver: started once per puzzle, fed the puzzle on stdin in the
 * agreed format, its stdout read as the answer. A crash is an ERROR with its stderr, a hang is
 * a LIMIT (the program and its children are killed), and output that is not exactly one grid is
 * BAD_OUTPUT. Times include starting the process.
 */
public final class ExternalSolver implements SudokuSolver {

    /** The spec prefix: {@code external:python3 my2580.py}. */
    public static final String PREFIX = "external:";
    /** The formats a program can speak. */
    public static final List<PuzzleFormat> FORMATS = List.of(PuzzleFormat.BOJ2580, PuzzleFormat.BOJ2239, PuzzleFormat.LINE);

    private static final int STDERR_SHOWN = 300;

    private final String name;
    private final List<String> command;
    private final PuzzleFormat format;

    public ExternalSolver(String command, PuzzleFormat format) {
        if (!FORMATS.contains(Objects.requireNonNull(format))) {
            throw new IllegalArgumentException("an external program speaks boj2580, boj2239 or line, not " + format);
        }
        this.command = CommandWords.split(command);
        this.format = format;
        this.name = PREFIX + command.strip();
    }

    @Override
    public String name() {
        return name;
    }

    /** One answer per run, no search account: first and lexmin only, no node counts, not in process. */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(EnumSet.of(Mode.FIRST, Mode.LEXMIN), false, false, false);
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        if (request.mode() == Mode.COUNT) {
            return SolveResult.error("an external program gives one answer; it cannot count", stats(start));
        }
        if (format.shape() != null && !format.shape().equals(puzzle.shape())) {
            return SolveResult.error(format + " speaks " + format.shape() + " grids only, not " + puzzle.shape(),
                    stats(start));
        }
        ProcessOutcome run;
        try {
            run = ProcessRunner.run(command, format.write(puzzle), request.timeLimit(), request.cancellation());
        } catch (IOException e) {
            return SolveResult.error("cannot start '" + command.get(0) + "': " + e.getMessage(), stats(start));
        }
        return judge(puzzle, run, new SearchStats(0, 0, 0, 0, run.wallNanos()));
    }

    /**
     * The run as a result. The message of an error or a limit says only what went wrong (it is the
     * answer's reason); notes on the measurement go with answers only.
     */
    private SolveResult judge(Grid puzzle, ProcessOutcome run, SearchStats stats) {
        String memory = run.peakRssKib() < 0 ? "" : "; peak RSS " + run.peakRssKib() + " KiB (sampled)";
        String leftBehind = run.leftBehind() == 0 ? "" : "; left " + run.leftBehind()
                + (run.leftBehind() == 1 ? " process" : " processes") + " running, killed";
        String notes = "wall time includes process start" + memory + leftBehind;
        switch (run.ending()) {
            case TIMED_OUT:
                return SolveResult.limit("killed at the time limit", stats);
            case CANCELLED:
                return SolveResult.limit("cancelled", stats);
            default:
                break;
        }
        if (run.exitCode() != 0) {
            return SolveResult.error("exited with status " + run.exitCode() + stderrShown(run.stderr()), stats);
        }
        if (run.stdoutCut()) {
            return SolveResult.badOutput("more than " + ProcessRunner.MAX_STDOUT + " bytes of output", stats);
        }
        AnswerReader.Answer answer = AnswerReader.read(run.stdout(), format, puzzle.shape());
        if (answer.problem() != null) {
            return SolveResult.badOutput(answer.problem(), stats);
        }
        if (answer.empty()) {
            return SolveResult.noSolution("printed nothing, taken as 'no solution'; " + notes, stats);
        }
        return SolveResult.solved(answer.grid(), stats, notes);
    }

    private static String stderrShown(String stderr) {
        String t = stderr.strip();
        if (t.isEmpty()) {
            return "";
        }
        // The end of stderr holds the error itself (a traceback's last line, say).
        String tail = t.length() > STDERR_SHOWN ? "..." + t.substring(t.length() - STDERR_SHOWN) : t;
        // Line breaks read as spaces; anything else that could steer a terminal (ESC, OSC) as '?'.
        return ": " + OneLine.printable(tail.replace('\n', ' ').replace('\r', ' '));
    }

    private static SearchStats stats(long start) {
        return new SearchStats(0, 0, 0, 0, System.nanoTime() - start);
    }

    @Override
    public String toString() {
        return name;
    }
}
