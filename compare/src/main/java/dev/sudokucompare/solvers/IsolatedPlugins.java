package dev.sudokucompare.solvers;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.solvers.worker.Workers;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Plug-ins known only by what a worker JVM that loaded them said: their specs and descriptions.
 * Each of their solvers runs in worker JVMs of its own; no plug-in code runs in the tool's JVM,
 * so nothing a plug-in does (exit, halt, hang, print) can reach the tool.
 */
final class IsolatedPlugins implements Family {

    private final List<Path> jars;
    private final Workers workers;
    private final Map<String, String> described;
    private final Map<String, String> jarOf;
    private final Set<String> names;

    IsolatedPlugins(List<Path> jars, Workers workers) {
        this.jars = List.copyOf(jars);
        this.workers = workers;
        Map<String, String> specs = new LinkedHashMap<>();
        Map<String, String> from = new LinkedHashMap<>();
        for (String[] spec : workers.describe(jars)) {
            from.put(spec[0], spec[1]);
            specs.put(spec[0], spec[2]);
        }
        this.described = Collections.unmodifiableMap(specs);
        this.jarOf = Collections.unmodifiableMap(from);
        this.names = specs.keySet().stream().map(PluginApi::solverName).collect(Collectors.toUnmodifiableSet());
    }

    @Override
    public Optional<SudokuSolver> create(String spec, SolverOptions options) {
        if (!names.contains(PluginApi.solverName(spec))) {
            return Optional.empty();
        }
        // --sandbox is for outside programs: a worker JVM needs the tool's class path and the jars.
        return Optional.of(workers.withLimits(options.limits().withSandbox(Sandbox.OFF)).start(jars, spec));
    }

    @Override
    public Map<String, String> describe() {
        return described;
    }

    /** Each spec's jar, as the worker that loaded it names it. */
    Map<String, String> jarOf() {
        return jarOf;
    }
}
