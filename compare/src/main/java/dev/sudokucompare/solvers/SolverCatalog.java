package dev.sudokucompare.solvers;

import dev.sudokucompare.core.format.PuzzleFormat;
import dev.sudokucompare.core.plugin.Library;
import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.solvers.worker.Workers;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The solvers a command can name: the tool's own families (found with {@link ServiceLoader} on
 * its class path: each in-process family is a {@link SolverPlugin} listed by its own module, each
 * outside-program family a {@link ProgramFamily}) and those of the plug-ins given with
 * {@code --plugin}. The tool's families are asked first, and a plug-in may not claim a name that is already taken, so a spec always means
 * the same solver whatever plug-ins are loaded. Closing it closes the plug-ins' class loaders
 * (and their jars): their solvers cannot load another class after that.
 */
public final class SolverCatalog implements AutoCloseable {

    /** The in-process families (core's, then each model module's), then the outside-program ones. */
    private static final List<Family> BUILT_IN = Stream.concat(
            ServiceLoader.load(SolverPlugin.class).stream().map(p -> Family.of(p.get())),
            ServiceLoader.load(ProgramFamily.class).stream().map(p -> Family.of(p.get()))).toList();

    private static final SolverCatalog BUILT_IN_ONLY = new SolverCatalog(BUILT_IN, List.of());

    private final List<Family> families;
    private final List<URLClassLoader> loaders;

    private SolverCatalog(List<Family> families, List<URLClassLoader> loaders) {
        this.families = List.copyOf(families);
        this.loaders = List.copyOf(loaders);
    }

    /** The tool's own solvers. */
    public static SolverCatalog builtIn() {
        return BUILT_IN_ONLY;
    }

    /**
     * The tool's solvers and those of the plug-ins at {@code paths} (each a jar or a directory of
     * jars), loaded now.
     *
     * @throws PluginException naming the jar, when a plug-in cannot be used
     */
    public static SolverCatalog withPlugins(List<Path> paths) {
        List<Family> all = new ArrayList<>(BUILT_IN);
        List<URLClassLoader> loaders = new ArrayList<>();
        Set<Path> loaded = new HashSet<>();
        try {
            for (Path path : paths) {
                // A jar named twice (itself and in its directory, say) loads once.
                Optional<PluginJars> jars = PluginJars.at(path).without(loaded);
                if (jars.isEmpty()) {
                    continue;
                }
                loaded.addAll(jars.get().files());
                PluginJars.Loaded plugins = jars.get().load(SolverCatalog.class.getClassLoader());
                loaders.add(plugins.loader());
                for (LoadedPlugin plugin : plugins.plugins()) {
                    checkNamesFree(plugin, all);
                    all.add(plugin);
                }
            }
        } catch (RuntimeException e) {
            // A refused plug-in keeps no jar open, nor do the ones loaded before it.
            closeAll(loaders);
            throw e;
        }
        return new SolverCatalog(all, loaders);
    }

    /**
     * The tool's solvers and those of the plug-ins at {@code paths}, as a worker JVM that loaded
     * them describes them; each of their solvers runs in worker JVMs of its own ({@code workers}).
     * The plug-ins are checked there as here (a broken one is refused in one line); no name of
     * theirs may be one of the tool's.
     *
     * @throws dev.sudokucompare.solvers.worker.WorkerException naming the jar, when a plug-in cannot be used
     */
    public static SolverCatalog withIsolatedPlugins(List<Path> paths, Workers workers) {
        List<Family> all = new ArrayList<>(BUILT_IN);
        IsolatedPlugins plugins = new IsolatedPlugins(paths, workers);
        for (String spec : plugins.describe().keySet()) {
            String name = PluginApi.solverName(spec);
            for (Family other : BUILT_IN) {
                if (claims(other, name)) {
                    throw new PluginException("plug-in " + plugins.jarOf().get(spec) + " names solver '" + name
                            + "', which is taken by the tool's own solvers; give it another name");
                }
            }
        }
        all.add(plugins);
        return new SolverCatalog(all, List.of());
    }

    /** Closes the plug-ins' class loaders; the tool's own solvers are not affected. */
    @Override
    public void close() {
        closeAll(loaders);
    }

    private static void closeAll(List<URLClassLoader> loaders) {
        for (URLClassLoader loader : loaders) {
            try {
                loader.close();
            } catch (IOException e) {
                // A jar that will not close is left to the process's end; nothing else depends on it.
            }
        }
    }

    /** A plug-in may name no solver that an earlier family describes or would make. */
    private static void checkNamesFree(LoadedPlugin plugin, List<Family> earlier) {
        for (String spec : plugin.describe().keySet()) {
            String name = PluginApi.solverName(spec);
            for (Family other : earlier) {
                if (claims(other, name)) {
                    throw new PluginException("plug-in " + plugin.jar() + ": " + plugin.className()
                            + " names solver '" + name + "', which is taken by " + ownerOf(other)
                            + "; give it another name");
                }
            }
        }
    }

    private static boolean claims(Family family, String name) {
        if (family.describe().keySet().stream().anyMatch(spec -> PluginApi.solverName(spec).equals(name))) {
            return true;
        }
        try {
            return family.create(name, SolverOptions.DEFAULT).isPresent();
        } catch (IllegalArgumentException e) {
            // The family recognised the name as its own, with options it found wrong.
            return true;
        }
    }

    private static String ownerOf(Family family) {
        return family instanceof LoadedPlugin plugin ? "plug-in " + plugin.jar() : "the tool's own solvers";
    }

    /**
     * The solver for {@code spec}, with the command line's solver settings.
     *
     * @throws IllegalArgumentException with a message listing what is valid
     */
    public SudokuSolver resolve(String spec, SolverOptions options) {
        String s = spec.strip();
        for (Family p : families) {
            Optional<SudokuSolver> solver = p.create(s, options);
            if (solver.isPresent()) {
                return solver.get();
            }
        }
        throw new IllegalArgumentException(unknown(s));
    }

    /**
     * "unknown solver 'dsf'; did you mean 'dfs'?" and the known ones, one per line: a line of
     * thirty names is read by no one looking for the one they meant.
     */
    private String unknown(String spec) {
        List<String> names = known().keySet().stream().map(PluginApi::solverName).distinct().toList();
        String name = PluginApi.solverName(spec);
        List<String> near = NearestNames.to(name, names);
        StringBuilder m = new StringBuilder("unknown solver '").append(spec).append('\'');
        if (!near.isEmpty()) {
            m.append("; did you mean ").append(String.join(" or ", near.stream().map(n -> "'" + n + "'").toList()))
                    .append('?');
        }
        m.append("\nknown solvers (sudoku-compare list describes them):");
        known().keySet().forEach(k -> m.append("\n  ").append(k));
        return m.toString();
    }

    /** The solvers for {@code specs}, in order; see {@link #resolve(String, SolverOptions)}. */
    public List<SudokuSolver> resolveAll(List<String> specs, SolverOptions options) {
        return specs.stream().map(s -> resolve(s, options)).toList();
    }

    /** Every known spec with its description: the tool's in class-path order, then the plug-ins'. */
    public Map<String, String> known() {
        Map<String, String> all = new LinkedHashMap<>();
        families.forEach(p -> all.putAll(p.describe()));
        return all;
    }

    /** Every spec that a plug-in brings, with the jar it came from. */
    public Map<String, String> pluginJars() {
        Map<String, String> jars = new LinkedHashMap<>();
        for (Family p : families) {
            if (p instanceof LoadedPlugin plugin) {
                plugin.describe().keySet().forEach(spec -> jars.put(spec, plugin.jar()));
            } else if (p instanceof IsolatedPlugins plugins) {
                jars.putAll(plugins.jarOf());
            }
        }
        return jars;
    }

    /** The names of every solver that traces its decisions, as each family declares them, in family order. */
    public List<String> tracing() {
        return families.stream().flatMap(f -> f.tracing().stream()).toList();
    }

    /** Every library the families declare, by name, with its version when known. */
    public Map<String, String> libraryVersions() {
        Map<String, String> versions = new LinkedHashMap<>();
        families.stream().flatMap(f -> f.libraries().stream()).filter(l -> !l.version().isEmpty())
                .forEach(l -> versions.putIfAbsent(l.name(), l.version()));
        return versions;
    }

    /** The libraries the family of {@code spec} declares; none for the tool's own code or an unknown spec. */
    public List<Library> librariesOf(String spec) {
        return familyOf(spec).map(f -> f.librariesOf(spec)).orElse(List.of());
    }

    /**
     * What {@code spec} runs when its family is one of programs; empty otherwise.
     *
     * @throws IllegalArgumentException when its command cannot be split into words
     */
    public Optional<ProgramCommand> commandOf(String spec) {
        return familyOf(spec).flatMap(f -> f.command(spec.strip()));
    }

    /** The grid format {@code spec}'s program speaks with these settings; empty when it speaks none of its own. */
    public Optional<PuzzleFormat> spokenFormat(String spec, SolverOptions options) {
        return familyOf(spec).flatMap(f -> f.spokenFormat(spec.strip(), options));
    }

    /** True when each call of {@code spec}'s solver runs a process of its own under the CPU limit. */
    public boolean limitsEachCall(String spec) {
        String stripped = spec.strip();
        return familyOf(stripped).map(f -> f.limitsEachCall(stripped)).orElse(false);
    }

    /** The first family whose described specs carry the name {@code spec} starts with. */
    private Optional<Family> familyOf(String spec) {
        String name = PluginApi.solverName(spec);
        return families.stream().filter(f -> f.describe().keySet().stream()
                .anyMatch(s -> PluginApi.solverName(s).equals(name))).findFirst();
    }
}
