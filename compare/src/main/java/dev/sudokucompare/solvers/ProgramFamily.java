package dev.sudokucompare.solvers;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/**
 * A family of outside programs the tool runs as solvers ({@code external:}, {@code stream:},
 * {@code dimacs:}, {@code mzn:}): like a {@link dev.sudokucompare.core.plugin.SolverPlugin}, but
 * made with the command line's settings for programs (format, CPU and memory limits). Found with
 * {@link java.util.ServiceLoader} in this module's
 * {@code META-INF/services/dev.sudokucompare.solvers.ProgramFamily}. Not an API: solvers from
 * outside implement {@code SolverPlugin}.
 */
public interface ProgramFamily {

    /**
     * The solver for {@code spec}, or empty when the spec is not this family's.
     *
     * @throws IllegalArgumentException when the spec is this family's but its options are wrong
     */
    Optional<SudokuSolver> create(String spec, SolverOptions options);

    /** Spec (or spec pattern) to a one-line description, for {@code list} and error messages. */
    Map<String, String> describe();

    /**
     * What a spec of this family runs, for provenance: by default the command after the prefix.
     *
     * @throws IllegalArgumentException when the command cannot be split into words
     */
    default ProgramCommand command(String spec) {
        return ProgramCommand.afterPrefix(spec);
    }

    /**
     * The puzzle format a spec of this family speaks with these settings, when its program reads
     * and writes grids itself (a format of one shape limits what {@code fuzz} may draw); empty
     * when the family writes its own input (a CNF, a model).
     */
    default Optional<PuzzleFormat> spokenFormat(String spec, SolverOptions options) {
        return Optional.empty();
    }

    /**
     * True when each call of the spec's solver runs a process of its own under the settings' CPU
     * limit, so a solver made with a lower limit holds every call to it (fuzz's per-step limit
     * while it shrinks); false by default.
     */
    default boolean limitsEachCall(String spec) {
        return false;
    }
}
