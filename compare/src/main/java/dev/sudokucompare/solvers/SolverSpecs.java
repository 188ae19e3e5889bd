package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Map;

/**
 * Turns a solver spec into one of the tool's own solvers: a DFS name ({@code dfs},
 * {@code dfs-bitmask} ...), {@code choco[:option=value,...]}, or anything another
 * family on the class path knows (see {@link SolverCatalog}). Commands that take {@code --plugin} ask a
 * {@link SolverCatalog} with the plug-ins instead.
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
        return resolve(spec, SolverOptions.DEFAULT);
    }

    /** As {@link #resolve(String)}, with the command line's solver settings. */
    public static SudokuSolver resolve(String spec, SolverOptions options) {
        return SolverCatalog.builtIn().resolve(spec, options);
    }

    /** The solvers for {@code specs}, in order; see {@link #resolve(String, SolverOptions)}. */
    public static List<SudokuSolver> resolveAll(List<String> specs, SolverOptions options) {
        return SolverCatalog.builtIn().resolveAll(specs, options);
    }

    /** Every known spec with its description, families in class-path order. */
    public static Map<String, String> known() {
        return SolverCatalog.builtIn().known();
    }
}
