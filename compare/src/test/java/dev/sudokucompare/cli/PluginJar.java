package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.plugin.SolverPlugin;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A real plug-in jar, built in a test: sources compiled by the JDK's compiler against
 * {@code sudoku-core} (and any jars given), packed with a service file, some classes left out
 * on purpose when a test wants a missing class.
 */
final class PluginJar {

    private final Map<String, String> sources = new LinkedHashMap<>();
    private final List<String> services = new ArrayList<>();
    private final List<String> omitted = new ArrayList<>();
    private final List<Path> classPath = new ArrayList<>();

    static PluginJar of() {
        return new PluginJar();
    }

    /** A source file, e.g. {@code ("p.Good", "package p; ...")}. */
    PluginJar source(String className, String text) {
        sources.put(className, text);
        return this;
    }

    /** A line of {@code META-INF/services/dev.sudokucompare.core.plugin.SolverPlugin}. */
    PluginJar service(String className) {
        services.add(className);
        return this;
    }

    /** Compiled, but left out of the jar. */
    PluginJar omit(String className) {
        omitted.add(className);
        return this;
    }

    /** Another jar to compile against. */
    PluginJar against(Path jar) {
        classPath.add(jar);
        return this;
    }

    /** Compiles into a scratch directory beside {@code jar} and writes the jar. */
    Path build(Path jar) throws IOException {
        Path work = Files.createTempDirectory(jar.getParent(), "build-");
        Path src = work.resolve("src");
        Path classes = work.resolve("classes");
        Files.createDirectories(classes);
        List<String> args = new ArrayList<>(List.of("--release", "17", "-d", classes.toString(), "-cp",
                String.join(System.getProperty("path.separator"), classPathEntries())));
        for (Map.Entry<String, String> s : sources.entrySet()) {
            Path file = src.resolve(s.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, s.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("the JDK's compiler (the tests need a JDK, not a JRE)").isNotNull();
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit status").isZero();
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
                Stream<Path> all = Files.walk(classes)) {
            for (Path c : all.filter(Files::isRegularFile).sorted().toList()) {
                String entry = classes.relativize(c).toString().replace('\\', '/');
                if (omitted.stream().anyMatch(o -> entry.equals(o.replace('.', '/') + ".class"))) {
                    continue;
                }
                out.putNextEntry(new JarEntry(entry));
                out.write(Files.readAllBytes(c));
                out.closeEntry();
            }
            if (!services.isEmpty()) {
                out.putNextEntry(new JarEntry("META-INF/services/" + SolverPlugin.class.getName()));
                out.write(("# made by a test\n" + String.join("\n", services) + "\n").getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return jar;
    }

    private List<String> classPathEntries() {
        List<String> entries = new ArrayList<>();
        try {
            entries.add(Path.of(SolverPlugin.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        classPath.forEach(p -> entries.add(p.toString()));
        return entries;
    }

    /**
     * A plug-in class in package {@code p}: its API version, its one spec, a constructor body and
     * {@code create}'s body (which may use {@code spec}; {@code renamed(name, solver)} gives a solver
     * another name).
     */
    static String plugin(String className, String version, String spec, String constructor, String create) {
        return String.format(Locale.ROOT, """
                package p;

                import dev.sudokucompare.core.Grid;
                import dev.sudokucompare.core.dfs.DfsSolvers;
                import dev.sudokucompare.core.plugin.PluginApi;
                import dev.sudokucompare.core.plugin.SolverPlugin;
                import dev.sudokucompare.core.solve.Capabilities;
                import dev.sudokucompare.core.solve.SolveRequest;
                import dev.sudokucompare.core.solve.SolveResult;
                import dev.sudokucompare.core.solve.SudokuSolver;
                import java.util.Map;
                import java.util.Optional;

                public final class %1$s implements SolverPlugin {

                    public %1$s() {
                        %4$s
                    }

                    public String apiVersion() {
                        return %2$s;
                    }

                    public Map<String, String> describe() {
                        return Map.of("%3$s", "a test plug-in");
                    }

                    public Optional<SudokuSolver> create(String spec) {
                        %5$s
                    }

                    static SudokuSolver renamed(String name, SudokuSolver inner) {
                        return new SudokuSolver() {
                            public String name() {
                                return name;
                            }

                            public SolveResult solve(Grid puzzle, SolveRequest request) {
                                return inner.solve(puzzle, request);
                            }

                            public Capabilities capabilities() {
                                return inner.capabilities();
                            }
                        };
                    }
                }
                """, className, version, spec, constructor, create);
    }

    /** A well-behaved plug-in: {@code spec} is dfs-mrv under that name. */
    static String wrapping(String className, String spec) {
        return plugin(className, "PluginApi.VERSION", spec, "", "return spec.equals(\"" + spec + "\") ? Optional.of("
                + "renamed(spec, DfsSolvers.fromSpec(\"dfs-mrv\").orElseThrow())) : Optional.empty();");
    }

    /**
     * A plug-in {@code p.Hostile} naming solver {@code hostile}, whose methods are the given
     * bodies (each may throw): the plug-in's constructor, apiVersion, describe, create, and its
     * solver's name, capabilities, solve, runNotes and close.
     */
    static String hostile(String constructor, String version, String describe, String create, String name,
            String capabilities, String solve, String notes, String close) {
        String source = String.format(Locale.ROOT, """
                package p;

                import dev.sudokucompare.core.Grid;
                import dev.sudokucompare.core.dfs.DfsSolvers;
                import dev.sudokucompare.core.plugin.PluginApi;
                import dev.sudokucompare.core.plugin.SolverPlugin;
                import dev.sudokucompare.core.solve.Capabilities;
                import dev.sudokucompare.core.solve.SolveRequest;
                import dev.sudokucompare.core.solve.SolveResult;
                import dev.sudokucompare.core.solve.SudokuSolver;
                import java.util.Map;
                import java.util.Optional;

                public final class Hostile implements SolverPlugin {
                    static int deep(int n) {
                        return deep(n + 1) + 1;
                    }

                    static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs-mrv").orElseThrow();

                    public Hostile() {
                        %s
                    }

                    public String apiVersion() {
                        %s
                    }

                    public Map<String, String> describe() {
                        %s
                    }

                    public Optional<SudokuSolver> create(String spec) {
                        if (!spec.equals("hostile")) {
                            return Optional.empty();
                        }
                        %s
                        return Optional.of(new SudokuSolver() {
                            public String name() {
                                %s
                            }

                            public Capabilities capabilities() {
                                %s
                            }

                            public SolveResult solve(Grid puzzle, SolveRequest request) {
                                %s
                            }

                            public String runNotes() {
                                %s
                            }

                            public void close() {
                                %s
                            }
                        });
                    }
                }
                """, constructor, version, describe, create, name, capabilities, solve, notes, close);
        return source;
    }
}
