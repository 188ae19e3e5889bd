package dev.sudokucompare.solvers;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/**
 * A family of solvers the command line can name, found with {@link java.util.ServiceLoader}.
 * The DFS family and Choco are providers; tests add deliberately broken ones the same way.
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
