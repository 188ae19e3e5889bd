package org.example.mysolver;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/**
 * What sudoku-compare finds in this jar (listed in
 * {@code META-INF/services/dev.sudokucompare.core.plugin.SolverPlugin}): one solver, {@code my-solver}.
 */
public final class MySolverPlugin implements SolverPlugin {

    /** Solvers keep no state between calls, so one instance serves every spec and thread. */
    private static final SudokuSolver SOLVER = new NaiveSolver();

    @Override
    public String apiVersion() {
        return PluginApi.VERSION;
    }

    @Override
    public Map<String, String> describe() {
        return Map.of("my-solver", "example plug-in: naive backtracking, fewest candidates first");
    }

    @Override
    public Optional<SudokuSolver> create(String spec) {
        return spec.equals("my-solver") ? Optional.of(SOLVER) : Optional.empty();
    }
}
