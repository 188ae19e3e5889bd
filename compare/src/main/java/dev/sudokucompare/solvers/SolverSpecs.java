package dev.sudokucompare.solvers;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SudokuSolver;

/**
 * Turns a solver spec from the command line into a solver: a DFS name ({@code dfs},
 * {@code dfs-bitmask} ...) or {@code choco[:option=value,...]}.
 */
public final class SolverSpecs {

    private SolverSpecs() {
    }

    /**
     * The solver for {@code spec}.
     *
     * @throws IllegalArgumentException with a message listing what is valid
     */
    public static SudokuSolver resolve(String spec) {
        String s = spec.strip();
        return DfsSolvers.byName(s).orElseThrow(() -> new IllegalArgumentException(
                "unknown solver '" + spec + "'; known: " + String.join(", ", DfsSolvers.descriptions().keySet())));
    }
}
