package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Turns a solver spec from the command line into a solver: a DFS name ({@code dfs},
 * {@code dfs-bitmask} ...), {@code choco[:option=value,...]}, or anything another
 * {@link SolverProvider} on the class path knows.
 */
public final class SolverSpecs {

    private static final List<SolverProvider> PROVIDERS = ServiceLoader.load(SolverProvider.class).stream()
            .map(ServiceLoader.Provider::get).toList();

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
        String s = spec.strip();
        for (SolverProvider p : PROVIDERS) {
            Optional<SudokuSolver> solver = p.create(s, options);
            if (solver.isPresent()) {
                return solver.get();
            }
        }
        throw new IllegalArgumentException("unknown solver '" + spec + "'; known: "
                + String.join(", ", known().keySet()));
    }

    /** The solvers for {@code specs}, in order; see {@link #resolve(String, SolverOptions)}. */
    public static List<SudokuSolver> resolveAll(List<String> specs, SolverOptions options) {
        return specs.stream().map(s -> resolve(s, options)).toList();
    }

    /** Every known spec with its description, providers in class-path order. */
    public static Map<String, String> known() {
        Map<String, String> all = new LinkedHashMap<>();
        PROVIDERS.forEach(p -> all.putAll(p.describe()));
        return all;
    }
}
