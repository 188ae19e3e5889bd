package dev.sudokucompare.solvers;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A loaded plug-in as the catalog asks it: its specs, described once when it was loaded, and
 * its solvers, with anything its code throws (other than a usage error) turned into a {@link
 * PluginException} naming the jar, and each solver guarded ({@link PluginSolver}).
 */
final class LoadedPlugin implements Family {

    private final SolverPlugin plugin;
    private final String jar;
    private final Map<String, String> described;

    LoadedPlugin(SolverPlugin plugin, String jar, Map<String, String> described) {
        this.plugin = plugin;
        this.jar = jar;
        this.described = Collections.unmodifiableMap(new LinkedHashMap<>(described));
    }

    /** The jar the plug-in's class came from, as given on the command line. */
    String jar() {
        return jar;
    }

    String className() {
        return plugin.getClass().getName();
    }

    @Override
    public Optional<SudokuSolver> create(String spec, SolverOptions options) {
        Optional<SudokuSolver> solver;
        try {
            solver = plugin.create(spec);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (Throwable e) {
            throw new PluginException("plug-in " + jar + ": " + className() + " failed to make '" + spec + "': "
                    + PluginException.describe(e), e);
        }
        if (solver == null) {
            throw new PluginException("plug-in " + jar + ": " + className() + ".create(\"" + spec
                    + "\") returned null instead of a solver or Optional.empty()");
        }
        return solver.map(s -> PluginSolver.of(s, "plug-in " + jar + ": " + className(), spec));
    }

    @Override
    public Map<String, String> describe() {
        return described;
    }

    @Override
    public List<String> tracing() {
        return declared("tracing", plugin::tracing);
    }

    @Override
    public List<Library> libraries() {
        return declared("libraries", plugin::libraries);
    }

    /** What the plug-in declares, asked each time: its code may fail here as anywhere, naming the jar. */
    private <T> List<T> declared(String method, Supplier<List<T>> asked) {
        List<T> answer;
        try {
            answer = asked.get();
        } catch (Throwable e) {
            throw new PluginException("plug-in " + jar + ": " + className() + "." + method + "() failed: "
                    + PluginException.describe(e), e);
        }
        if (answer == null || answer.stream().anyMatch(Objects::isNull)) {
            throw new PluginException("plug-in " + jar + ": " + className() + "." + method + "() returned null");
        }
        return List.copyOf(answer);
    }
}
