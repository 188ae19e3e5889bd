package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/**
 * A family of the tool's own solvers, found with {@link java.util.ServiceLoader} on its class
 * path. The DFS family and Choco are providers; tests add deliberately broken ones the same way.
 * Not an API: solvers from outside implement {@link dev.sudokucompare.core.plugin.SolverPlugin}
 * and come in with {@code --plugin}.
 */
public interface SolverProvider {

    /**
     * The solver for {@code spec}, or empty when the spec is not this family's.
     *
     * @throws IllegalArgumentException when the spec is this family's but its options are wrong
     */
    Optional<SudokuSolver> create(String spec);

    /** As {@link #create(String)}, for families that need settings from the command line. */
    default Optional<SudokuSolver> create(String spec, SolverOptions options) {
        return create(spec);
    }

    /** Spec (or spec pattern) to a one-line description, for {@code list} and error messages. */
    Map<String, String> describe();
}
