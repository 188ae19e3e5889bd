package dev.sudokucompare.solvers;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A family as the catalog asks it: one of the tool's plug-ins, a program family, or a loaded
 * plug-in. Besides making solvers it says what they can do and what they are made of, so the
 * commands ask the family instead of knowing its name.
 */
interface Family {

    /**
     * The solver for {@code spec}, or empty when the spec is not this family's.
     *
     * @throws IllegalArgumentException when the spec is this family's but its options are wrong
     */
    Optional<SudokuSolver> create(String spec, SolverOptions options);

    /** Spec (or spec pattern) to a one-line description. */
    Map<String, String> describe();

    /** The names of its solvers that trace their decisions ({@link SolverPlugin#tracing()}). */
    default List<String> tracing() {
        return List.of();
    }

    /** The libraries its solvers run on ({@link SolverPlugin#libraries()}); none for the tool's own code. */
    default List<Library> libraries() {
        return List.of();
    }

    /** The libraries {@code spec}'s solver runs on: the family's, unless it holds several families' specs. */
    default List<Library> librariesOf(String spec) {
        return libraries();
    }

    /** What a spec of a program family runs ({@link ProgramFamily#command}); empty for in-process solvers. */
    default Optional<ProgramCommand> command(String spec) {
        return Optional.empty();
    }

    /** The grid format a spec's program speaks ({@link ProgramFamily#spokenFormat}). */
    default Optional<PuzzleFormat> spokenFormat(String spec, SolverOptions options) {
        return Optional.empty();
    }

    /** True when each call runs a process of its own under the CPU limit ({@link ProgramFamily#limitsEachCall}). */
    default boolean limitsEachCall(String spec) {
        return false;
    }

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

            @Override
            public List<String> tracing() {
                return plugin.tracing();
            }

            @Override
            public List<Library> libraries() {
                return plugin.libraries();
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

            @Override
            public Optional<ProgramCommand> command(String spec) {
                return Optional.of(programs.command(spec));
            }

            @Override
            public Optional<PuzzleFormat> spokenFormat(String spec, SolverOptions options) {
                return programs.spokenFormat(spec, options);
            }

            @Override
            public boolean limitsEachCall(String spec) {
                return programs.limitsEachCall(spec);
            }
        };
    }
}
