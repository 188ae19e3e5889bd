package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * What the tool checks when it loads a {@link SolverPlugin}, as JUnit 5 tests, so a plug-in
 * author finds out in their own build rather than at {@code --plugin}. Extend it and return a
 * new instance of your plug-in:
 *
 * <pre>{@code
 * class MySolverPluginTest extends SolverPluginContract {
 *
 *     @Override
 *     protected SolverPlugin plugin() {
 *         return new MySolverPlugin();
 *     }
 * }
 * }</pre>
 *
 * <p>Checked: the service file lists the class (so {@link ServiceLoader} finds it, as the tool
 * does); the declared API version is one this kit's {@code sudoku-core} accepts; {@code
 * describe()} names at least one solver, each spec starting with a name; every spec that is a
 * plain name makes a solver, and the solver has a name; a spec the plug-in does not describe
 * makes nothing. The solvers themselves are checked by {@link SolverContract}.
 */
public abstract class SolverPluginContract {

    /** A new instance of the plug-in, made the way the tool makes it (the public no-argument constructor). */
    protected abstract SolverPlugin plugin();

    /** The class is listed in {@code META-INF/services/dev.sudokucompare.core.plugin.SolverPlugin}. */
    @Test
    public final void serviceFileListsThePlugin() {
        Class<?> type = plugin().getClass();
        List<String> found = ServiceLoader.load(SolverPlugin.class, type.getClassLoader()).stream()
                .map(p -> p.type().getName()).toList();
        assertThat(found).as("classes listed in META-INF/services/%s", SolverPlugin.class.getName())
                .contains(type.getName());
    }

    /** The plug-in was built for an API version this tool accepts (see {@link PluginApi}). */
    @Test
    public final void apiVersionIsAcceptedByThisTool() {
        Optional<String> why = PluginApi.incompatibility(plugin().apiVersion());
        assertThat(why).as("the tool would refuse it: %s", why.orElse("")).isEmpty();
    }

    /** At least one spec, each starting with a solver name, each described. */
    @Test
    public final void describeNamesAtLeastOneSolver() {
        Map<String, String> described = plugin().describe();
        assertThat(described).as("describe()").isNotNull().isNotEmpty();
        described.forEach((spec, text) -> {
            assertThat(PluginApi.solverName(spec)).as("the name that spec '%s' starts with", spec).isNotEmpty();
            assertThat(text).as("description of '%s'", spec).isNotBlank();
        });
    }

    /** Every described spec that is a plain name makes a solver, which has a name. */
    @Test
    public final void everyPlainNameMakesASolver() {
        SolverPlugin plugin = plugin();
        List<String> names = plugin.describe().keySet().stream().filter(s -> PluginApi.solverName(s).equals(s)).toList();
        assertThat(names).as("specs of describe() that are plain names").isNotEmpty();
        for (String name : names) {
            Optional<SudokuSolver> solver = plugin.create(name);
            assertThat(solver).as("create(\"%s\")", name).isNotNull().isPresent();
            assertThat(solver.get().name()).as("name of the solver made for '%s'", name).isNotBlank();
        }
    }

    /** A spec that is not the plug-in's makes nothing, and does not throw: the tool asks every plug-in. */
    @Test
    public final void aSpecOfAnotherFamilyMakesNothing() {
        SolverPlugin plugin = plugin();
        for (String other : List.of("dfs", "choco:consistency=BC", "external:true", "no-such-solver-anywhere")) {
            if (plugin.describe().keySet().stream().anyMatch(s -> PluginApi.solverName(s).equals(PluginApi.solverName(other)))) {
                continue;
            }
            assertThatCode(() -> assertThat(plugin.create(other)).as("create(\"%s\")", other).isEmpty())
                    .as("create(\"%s\")", other).doesNotThrowAnyException();
        }
    }
}
