package dev.sudokucompare.core.plugin;

import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A plug-in's entry point: it names the solvers it brings and makes them from a spec string.
 *
 * <p>Implement it in a public class with a public no-argument constructor and list that class
 * in your jar's {@code META-INF/services/dev.sudokucompare.core.plugin.SolverPlugin} (one class
 * name per line). Then {@code sudoku-compare --plugin my-solver.jar --solvers dfs,my-solver ...}
 * finds it with {@link java.util.ServiceLoader}, in a class loader of its own whose parent is the
 * tool's, so the tool's copy of {@code sudoku-core} is the one your classes see: depend on it with
 * scope {@code provided}, and bundle any other library your solver needs into the jar (or put its
 * jar beside yours and give {@code --plugin} the directory).
 *
 * <pre>{@code
 * public final class MySolverPlugin implements SolverPlugin {
 *
 *     public String apiVersion() {
 *         return PluginApi.VERSION;
 *     }
 *
 *     public Map<String, String> describe() {
 *         return Map.of("my-solver", "naive backtracking, cells in row-major order");
 *     }
 *
 *     public Optional<SudokuSolver> create(String spec) {
 *         return spec.equals("my-solver") ? Optional.of(new MySolver()) : Optional.empty();
 *     }
 * }
 * }</pre>
 *
 * <p>The tool calls these methods from one thread, once per plug-in for {@link #apiVersion()}
 * and {@link #describe()} (when it loads the plug-in) and once per spec for {@link #create}. The
 * solvers it returns are called from several threads at once (see {@link SudokuSolver}). A
 * plug-in that throws from its constructor or from any of these methods, declares an
 * incompatible API version, or names a solver the tool or another plug-in already has is
 * refused with a one-line message naming its jar, and the command stops with status 2.
 */
public interface SolverPlugin {

    /**
     * The plug-in API version this plug-in was compiled against: return {@link PluginApi#VERSION}.
     * The constant is copied into your class when it is compiled, so it records the API you built
     * with, not the one the tool runs; see {@link PluginApi} for which versions the tool accepts.
     */
    String apiVersion();

    /**
     * The specs this plug-in answers, each with a one-line description, in the order {@code list}
     * shows them: a name ({@code my-solver}) or a pattern ({@code my-solver:depth=N}). The name
     * is the spec up to its first character that is not a letter, digit, {@code -}, {@code _} or
     * {@code .}; at least one spec is required, and no name may be one the tool or another
     * plug-in already answers.
     */
    Map<String, String> describe();

    /**
     * The solver for {@code spec}, or empty when the spec is not this plug-in's. The tool asks its
     * own solvers first, so a plug-in never shadows them.
     *
     * @throws IllegalArgumentException when the spec is this plug-in's but its options are wrong;
     *     the message is shown to the user as a usage error (say what is valid)
     */
    Optional<SudokuSolver> create(String spec);

    /**
     * The names of this plug-in's solvers that report each decision to a {@link
     * dev.sudokucompare.core.solve.SearchTrace} (their capabilities say {@code tracesDecisions}),
     * for the tool to list when asked to trace another; none unless overridden. Added in 1.3.
     */
    default List<String> tracing() {
        return List.of();
    }

    /**
     * The libraries this plug-in's solvers run on (name, version, licence), for provenance; none
     * (the code is the plug-in's own) unless overridden. Added in 1.3.
     */
    default List<Library> libraries() {
        return List.of();
    }
}
