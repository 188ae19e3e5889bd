package dev.sudokucompare.solvers;

import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Map;
import java.util.Optional;

/** A family as the catalog asks it: one of the tool's plug-ins, a program family, or a loaded plug-in. */
interface Family {

    /**
     * The solver for {@code spec}, or empty when the spec is not this family's.
     *
     * @throws IllegalArgumentException when the spec is this family's but its options are wrong
     */
    Optional<SudokuSolver> create(String spec, SolverOptions options);

    /** Spec (or spec pattern) to a one-line description. */
    Map<String, String> describe();

    /** One of the tool's own in-process families: it needs no command-line settings. */
    static Family of(SolverPlugin plugin) {
        return new Family() {
            @Override
            public Optional<SudokuSolver> create(String spec, SolverOptions options) {
                return plugin.create(spec);
            }

            @Override
            public Map<String, String> describe() {
                return plugin.describe();
            }
        };
    }

    /** One of the tool's outside-program families. */
    static Family of(ProgramFamily programs) {
        return new Family() {
            @Override
            public Optional<SudokuSolver> create(String spec, SolverOptions options) {
                return programs.create(spec, options);
            }

            @Override
            public Map<String, String> describe() {
                return programs.describe();
            }
        };
    }
}
