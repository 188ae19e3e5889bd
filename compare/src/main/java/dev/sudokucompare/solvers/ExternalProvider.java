package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.external.ExternalSolver;
import java.util.Map;
import java.util.Optional;

/** Programs of one's own, e.g. a BOJ 2580 solution: {@code external:python3 my2580.py}. */
public final class ExternalProvider implements SolverProvider {

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return create(spec, SolverOptions.DEFAULT);
    }

    @Override
    public Optional<SudokuSolver> create(String spec, SolverOptions options) {
        if (!spec.startsWith(ExternalSolver.PREFIX)) {
            return Optional.empty();
        }
        return Optional.of(new ExternalSolver(spec.substring(ExternalSolver.PREFIX.length()), options.externalFormat()));
    }

    @Override
    public Map<String, String> describe() {
        return Map.of("external:CMD", "your own program, started once per puzzle: the puzzle on stdin, the answer"
                + " on stdout, in --external-format (boj2580, boj2239 or line); killed at the time limit");
    }
}
