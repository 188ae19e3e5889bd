package dev.sudokucompare.solvers;

import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.process.Sandbox;
import dev.sudokucompare.solvers.worker.WorkerProtocol;
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
    private final Map<String, List<Library>> librariesOf;
    private final Set<String> names;

    IsolatedPlugins(List<Path> jars, Workers workers) {
        this.jars = List.copyOf(jars);
        this.workers = workers;
        Map<String, String> specs = new LinkedHashMap<>();
        Map<String, String> from = new LinkedHashMap<>();
        Map<String, List<Library>> libraries = new LinkedHashMap<>();
        for (WorkerProtocol.DescribedSpec spec : workers.describe(jars)) {
            from.put(spec.spec(), spec.jar());
            specs.put(spec.spec(), spec.description());
            libraries.put(spec.spec(), spec.libraries());
        }
        this.described = Collections.unmodifiableMap(specs);
        this.jarOf = Collections.unmodifiableMap(from);
        this.librariesOf = Collections.unmodifiableMap(libraries);
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

    /** Every library the plug-ins' families declare, as the describing worker said, each once. */
    @Override
    public List<Library> libraries() {
        return librariesOf.values().stream().flatMap(List::stream).distinct().toList();
    }

    /** The libraries {@code spec}'s own plug-in declares: these jars are several families in one. */
    @Override
    public List<Library> librariesOf(String spec) {
        String name = PluginApi.solverName(spec);
        return librariesOf.entrySet().stream().filter(e -> PluginApi.solverName(e.getKey()).equals(name))
                .map(Map.Entry::getValue).findFirst().orElse(List.of());
    }

    /** Each spec's jar, as the worker that loaded it names it. */
    Map<String, String> jarOf() {
        return jarOf;
    }
}
