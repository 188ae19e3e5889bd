package dev.sudokucompare.solvers;

import dev.sudokucompare.core.plugin.PluginApi;
import dev.sudokucompare.core.plugin.SolverPlugin;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Loads the plug-ins of one {@code --plugin} path: a jar, or a directory whose jars load together
 * (so a plug-in's libraries can sit beside it), in a class loader of their own whose parent is the
 * tool's. Every provider is made, asked its API version and its specs, and refused with a {@link
 * PluginException} when any of that fails.
 */
final class PluginJars {

    static final String SERVICE_FILE = "META-INF/services/" + SolverPlugin.class.getName();

    private final Path path;
    private final List<Path> jars;

    private PluginJars(Path path, List<Path> jars) {
        this.path = path;
        this.jars = jars;
    }

    /** The jars of {@code path}, checked to be jars; a directory's in name order. */
    static PluginJars at(Path path) {
        if (Files.isDirectory(path)) {
            List<Path> found;
            try (Stream<Path> files = Files.list(path)) {
                found = files.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar"))
                        .filter(Files::isRegularFile).sorted().toList();
            } catch (IOException e) {
                throw new PluginException("plug-in " + path + ": cannot list the directory: " + e.getMessage(), e);
            }
            if (found.isEmpty()) {
                throw new PluginException("plug-in " + path + ": the directory holds no .jar file");
            }
            found.forEach(PluginJars::checkJar);
            return new PluginJars(path, found);
        }
        if (!Files.exists(path)) {
            throw new PluginException("plug-in " + path + ": no such file or directory");
        }
        checkJar(path);
        return new PluginJars(path, List.of(path));
    }

    private static void checkJar(Path jar) {
        if (!Files.isRegularFile(jar) || !Files.isReadable(jar)) {
            throw new PluginException("plug-in " + jar + ": not a readable jar file or directory");
        }
        try (JarFile ignored = new JarFile(jar.toFile())) {
            // Opening reads the central directory: enough to tell a jar from any other file.
        } catch (IOException e) {
            throw new PluginException("plug-in " + jar + ": not a jar (" + e.getMessage()
                    + "); give a jar or a directory of jars");
        }
    }

    /** These jars but those in {@code loaded} (absolute, normalised); empty when none is left. */
    Optional<PluginJars> without(Set<Path> loaded) {
        List<Path> left = jars.stream().filter(j -> !loaded.contains(absolute(j))).toList();
        return left.isEmpty() ? Optional.empty() : Optional.of(new PluginJars(path, left));
    }

    /** The jars, absolute and normalised. */
    List<Path> files() {
        return jars.stream().map(PluginJars::absolute).toList();
    }

    private static Path absolute(Path jar) {
        return jar.toAbsolutePath().normalize();
    }

    /** A class loader of these jars and the providers it made. */
    record Loaded(URLClassLoader loader, List<LoadedPlugin> plugins) {
    }

    /**
     * Every provider in these jars, made and checked, in the order their service files list them,
     * with the class loader they came from; the loader is closed again when they are refused.
     */
    Loaded load(ClassLoader parent) {
        URLClassLoader loader = new URLClassLoader("plug-in " + path, urls(), parent);
        try {
            return new Loaded(loader, providers(loader));
        } catch (RuntimeException | Error e) {
            try {
                loader.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    private List<LoadedPlugin> providers(URLClassLoader loader) {
        List<LoadedPlugin> providers = new ArrayList<>();
        Iterator<ServiceLoader.Provider<SolverPlugin>> found = ServiceLoader.load(SolverPlugin.class, loader)
                .stream().iterator();
        while (true) {
            ServiceLoader.Provider<SolverPlugin> next;
            try {
                if (!found.hasNext()) {
                    break;
                }
                next = found.next();
            } catch (ServiceConfigurationError | LinkageError | VirtualMachineError e) {
                throw new PluginException("plug-in " + path + ": " + unprefixed(e) + " (listed in " + SERVICE_FILE
                        + ")", e);
            }
            // The parent's own service files are visible through this loader too: only ours count.
            if (next.type().getClassLoader() == loader) {
                providers.add(made(next));
            }
        }
        if (providers.isEmpty()) {
            throw new PluginException("plug-in " + path + ": no solver plug-in in it (no " + SERVICE_FILE
                    + " naming a class)");
        }
        return providers;
    }

    private LoadedPlugin made(ServiceLoader.Provider<SolverPlugin> provider) {
        String jar = jarOf(provider.type());
        String name = provider.type().getName();
        SolverPlugin plugin;
        try {
            plugin = provider.get();
        } catch (Throwable e) {
            throw new PluginException("plug-in " + jar + ": " + name + " could not be created: "
                    + PluginException.describe(e.getCause() == null ? e : e.getCause()), e);
        }
        String version;
        try {
            version = plugin.apiVersion();
        } catch (Throwable e) {
            throw new PluginException("plug-in " + jar + ": " + name + " does not say its plug-in API version: "
                    + PluginException.describe(e), e);
        }
        PluginApi.incompatibility(version).ifPresent(why -> {
            throw new PluginException("plug-in " + jar + ": " + name + " " + why);
        });
        Map<String, String> described;
        try {
            described = plugin.describe();
        } catch (Throwable e) {
            throw new PluginException("plug-in " + jar + ": " + name + ".describe() failed: "
                    + PluginException.describe(e), e);
        }
        if (described == null || described.isEmpty() || described.keySet().stream().anyMatch(k -> k == null
                || PluginApi.solverName(k).isEmpty())) {
            throw new PluginException("plug-in " + jar + ": " + name + ".describe() must name at least one solver, "
                    + "each spec starting with a name (letters, digits, - _ .)");
        }
        return new LoadedPlugin(plugin, jar, described);
    }

    /** The jar a class came from, as the command line named it. */
    private String jarOf(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source != null && source.getLocation() != null) {
            try {
                Path location = absolute(Path.of(source.getLocation().toURI()));
                for (Path jar : jars) {
                    if (absolute(jar).equals(location)) {
                        return jar.toString();
                    }
                }
            } catch (URISyntaxException | IllegalArgumentException e) {
                return path.toString();
            }
        }
        return path.toString();
    }

    private URL[] urls() {
        URL[] urls = new URL[jars.size()];
        for (int i = 0; i < urls.length; i++) {
            try {
                urls[i] = jars.get(i).toUri().toURL();
            } catch (MalformedURLException e) {
                throw new PluginException("plug-in " + jars.get(i) + ": cannot be named as a URL: " + e.getMessage(), e);
            }
        }
        return urls;
    }

    /** ServiceLoader's message without the service name it starts with, or the missing class. */
    private static String unprefixed(Throwable e) {
        if (e instanceof LinkageError || e instanceof VirtualMachineError) {
            return PluginException.describe(e);
        }
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        String prefix = SolverPlugin.class.getName() + ": ";
        String text = message.startsWith(prefix) ? message.substring(prefix.length()) : message;
        return text.lines().findFirst().orElse(text).strip();
    }
}
