package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.ProgramLimits;
import java.util.EnumSet;
import java.util.Optional;

/**
 * What the {@code external:} and {@code stream:} adapters share: the program's command, its name,
 * what it can do (one answer per puzzle, first and lexmin, no search account, out of process), and
 * the prologue of a call (the clock starts, and a puzzle the program cannot be asked is refused).
 */
abstract class ProgramSolver implements SudokuSolver {

    final ProgramCommand program;
    private final boolean keptRunning;

    /** {@code keptRunning}: one process answers many puzzles (warm-up starts it). */
    ProgramSolver(String prefix, String command, PuzzleFormat format, ProgramLimits limits, boolean keptRunning) {
        this.program = ProgramCommand.of(prefix, command, format, limits);
        this.keptRunning = keptRunning;
    }

    @Override
    public final String name() {
        return program.name();
    }

    /** One answer per call, no search account: first and lexmin only, no node counts, not in process. */
    @Override
    public final Capabilities capabilities() {
        return new Capabilities(EnumSet.of(Mode.FIRST, Mode.LEXMIN), false, false, false, keptRunning);
    }

    @Override
    public final SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        Optional<SolveResult> refusal = program.refusal(puzzle, request, start);
        return refusal.isPresent() ? refusal.get() : ask(puzzle, request, start);
    }

    /** Asks the program for the answer of a puzzle it can be asked, the clock started at {@code start}. */
    abstract SolveResult ask(Grid puzzle, SolveRequest request, long start);
}
