package dev.sudokucompare.solvers.external;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.ProgramFamily;
import dev.sudokucompare.solvers.SolverOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Programs of one's own: started per puzzle, e.g. a BOJ 2580 solution ({@code external:python3
 * my2580.py}), or once for the whole input ({@code stream:./solver}).
 */
public final class ExternalFamily implements ProgramFamily {

    @Override
    public Optional<SudokuSolver> create(String spec, SolverOptions options) {
        if (spec.startsWith(ExternalSolver.PREFIX)) {
            return Optional.of(new ExternalSolver(spec.substring(ExternalSolver.PREFIX.length()),
                    options.externalFormat(), options.limits()));
        }
        if (spec.startsWith(StreamSolver.PREFIX)) {
            return Optional.of(new StreamSolver(spec.substring(StreamSolver.PREFIX.length()), options.streamFormat(),
                    options.limits()));
        }
        return Optional.empty();
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> lines = new LinkedHashMap<>();
        lines.put("external:CMD", "your own program, started once per puzzle: the puzzle on stdin, the answer"
                + " on stdout, in --external-format (boj2580, boj2239 or line); killed at the time limit");
        lines.put("stream:CMD", "your own program, started once for the whole input: a puzzle per line on stdin, "
                + "an answer per line on stdout (an empty line: no solution), line format unless --external-format; "
                + "retired after " + Retirement.AFTER + " protocol errors in a row (its remaining puzzles: ERROR, not run)");
        return lines;
    }

    /** A program of one's own reads and writes grids: per puzzle in --external-format, a stream in its own. */
    @Override
    public Optional<PuzzleFormat> spokenFormat(String spec, SolverOptions options) {
        return spec.startsWith(ExternalSolver.PREFIX) ? Optional.of(options.externalFormat())
                : spec.startsWith(StreamSolver.PREFIX) ? Optional.of(options.streamFormat()) : Optional.empty();
    }

    /** An {@code external:} program is started for each call; a {@code stream:} one serves them all. */
    @Override
    public boolean limitsEachCall(String spec) {
        return spec.startsWith(ExternalSolver.PREFIX);
    }
}
