package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.plugin.PluginApi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --plugin} through the real main, with real jars compiled and packed by the test. */
class PluginCommandTest {

    @TempDir
    Path tmp;

    private Path good(String name, String spec) throws IOException {
        return PluginJar.of().source("p.Good", PluginJar.wrapping("Good", spec)).service("p.Good").build(tmp.resolve(name));
    }

    @Test
    void aPluginSolverTakesPartInACompareAndEveryAnswerIsJudged() throws IOException {
        Path jar = good("good.jar", "wrapped-mrv");
        CliRun run = CliRun.of("--plugin", jar.toString(), "--solvers", "dfs,wrapped-mrv", "--no-progress",
                "--warmup", "0", "--timeout", CliRun.HANG_GUARD, "builtin:special-unique");
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("wrapped-mrv").contains("AGREE");
    }

    @Test
    void solveAndGenerateTakePluginSolversToo() throws IOException {
        Path jar = good("good.jar", "wrapped-mrv");
        CliRun solve = CliRun.of("solve", "--plugin", jar.toString(), "--solver", "wrapped-mrv",
                CliRun.dataset("boj2580-sample.in"));
        assertThat(solve.status()).as(solve.err()).isZero();
        assertThat(solve.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2580-sample.out"))));
        CliRun byPlugin = CliRun.of("generate", "--plugin", jar.toString(), "--solver", "wrapped-mrv", "--count", "2",
                "--seed", "5", "--no-progress");
        CliRun byDfs = CliRun.of("generate", "--solver", "dfs-mrv", "--count", "2", "--seed", "5", "--no-progress");
        assertThat(byPlugin.status()).as(byPlugin.err()).isZero();
        assertThat(byPlugin.out()).isNotBlank().isEqualTo(byDfs.out());
    }

    @Test
    void listShowsPluginSolversWithTheJarTheyCameFrom() throws IOException {
        Path jar = good("good.jar", "wrapped-mrv");
        CliRun run = CliRun.of("list", "--plugin", jar.toString());
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out().lines().filter(l -> l.contains("wrapped-mrv")).toList())
                .singleElement().asString().contains("a test plug-in").contains("[plug-in " + jar + "]");
        assertThat(CliRun.of("list").out()).doesNotContain("wrapped-mrv");
    }

    @Test
    void versionSaysThePluginApiItSpeaks() {
        CliRun run = CliRun.of("--version");
        assertThat(run.status()).isZero();
        assertThat(run.out().lines()).contains("plug-in API " + PluginApi.VERSION);
    }

    @Test
    void aDirectoryLoadsItsJarsTogetherSoAPluginCanBringItsLibraries() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("plugins"));
        Path lib = PluginJar.of().source("q.Names", "package q; public final class Names { "
                + "public static String name() { return \"from-a-library\"; } }").build(dir.resolve("lib.jar"));
        Path plugin = PluginJar.of().against(lib).source("p.UsesLib", PluginJar.plugin("UsesLib", "PluginApi.VERSION",
                "from-a-library", "", "return spec.equals(q.Names.name()) ? Optional.of(renamed(spec, "
                        + "DfsSolvers.fromSpec(\"dfs\").orElseThrow())) : Optional.empty();"))
                .service("p.UsesLib").build(dir.resolve("plugin.jar"));
        CliRun list = CliRun.of("list", "--plugin", dir.toString());
        assertThat(list.status()).as(list.err()).isZero();
        assertThat(list.out()).contains("from-a-library").contains("[plug-in " + plugin + "]");
        CliRun run = CliRun.of("--plugin", dir.toString(), "--solvers", "from-a-library,dfs-bitmask", "--no-progress",
                "--warmup", "0", "--timeout", CliRun.HANG_GUARD, "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"compare", "solve", "generate", "list"})
    void everyCommandThatTakesSolversRefusesABrokenPluginInOneLine(String command) throws IOException {
        Path jar = PluginJar.of().source("p.Throws", PluginJar.plugin("Throws", "PluginApi.VERSION", "throws",
                "throw new IllegalStateException(\"no licence file found\");", "return Optional.empty();"))
                .service("p.Throws").build(tmp.resolve("throws.jar"));
        List<String> args = new ArrayList<>(List.of(command, "--plugin", jar.toString()));
        if (!command.equals("list") && !command.equals("generate")) {
            args.add(CliRun.dataset("boj2580-sample.in"));
        }
        assertRefused(CliRun.of(args.toArray(String[]::new)), "plug-in " + jar + ": p.Throws could not be created: "
                + "IllegalStateException: no licence file found");
    }

    @Test
    void aProviderClassMissingFromTheJarIsNamed() throws IOException {
        Path broken = PluginJar.of().source("p.Good", PluginJar.wrapping("Good", "present")).service("p.Good")
                .service("p.Absent").build(tmp.resolve("absent.jar"));
        assertRefused(CliRun.of("list", "--plugin", broken.toString()), "plug-in " + broken + ": Provider p.Absent "
                + "not found (listed in META-INF/services/dev.sudokucompare.core.plugin.SolverPlugin)");
    }

    @Test
    void aClassThePluginNeedsButLacksIsNamed() throws IOException {
        Path jar = PluginJar.of().source("p.Helper", "package p; final class Helper { }")
                .source("p.NeedsHelper", PluginJar.plugin("NeedsHelper", "PluginApi.VERSION", "needs-helper",
                        "new Helper();", "return Optional.empty();"))
                .service("p.NeedsHelper").omit("p.Helper").build(tmp.resolve("lacks.jar"));
        assertRefused(CliRun.of("list", "--plugin", jar.toString()), "plug-in " + jar + ": p.NeedsHelper could not be "
                + "created: a class it needs is missing: p.Helper");
    }

    @Test
    void aNameTheToolAlreadyHasIsRefused() throws IOException {
        for (String taken : List.of("dfs", "choco", "dlx")) {
            Path jar = good("claims-" + taken + ".jar", taken);
            assertRefused(CliRun.of("--plugin", jar.toString(), "--solvers", "dfs", CliRun.dataset("boj2580-sample.in")),
                    "plug-in " + jar + ": p.Good names solver '" + taken + "', which is taken by the tool's own "
                            + "solvers; give it another name");
        }
        // Not described by the tool under that key, but made by it: cpsat's options family, external programs.
        Path external = PluginJar.of().source("p.Ext", PluginJar.plugin("Ext", "PluginApi.VERSION", "external:mine",
                "", "return Optional.empty();")).service("p.Ext").build(tmp.resolve("external.jar"));
        assertRefused(CliRun.of("list", "--plugin", external.toString()), "names solver 'external', which is taken");
    }

    @Test
    void twoPluginsClaimingOneNameAreRefusedNamingBothJars() throws IOException {
        Path first = good("first.jar", "twin");
        Path second = good("second.jar", "twin");
        assertRefused(CliRun.of("list", "--plugin", first.toString(), "--plugin", second.toString()),
                "plug-in " + second + ": p.Good names solver 'twin', which is taken by plug-in " + first);
        // One jar named twice, itself and in its directory, is one plug-in, not a clash.
        Path solo = Files.createDirectory(tmp.resolve("solo"));
        Path only = good("solo/only.jar", "only");
        CliRun twice = CliRun.of("list", "--plugin", only.toString(), "--plugin", only.toString(), "--plugin",
                solo.toString());
        assertThat(twice.status()).as(twice.err()).isZero();
        assertThat(twice.out()).containsOnlyOnce("[plug-in " + only + "]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"2.0\"", "\"0.9\"", "\"1.99\"", "\"one\"", "null"})
    void aPluginBuiltForAnotherApiIsRefusedSayingBothVersions(String declared) throws IOException {
        Path jar = PluginJar.of().source("p.Other", PluginJar.plugin("Other", declared, "other-api", "",
                "return Optional.empty();")).service("p.Other").build(tmp.resolve("other-api.jar"));
        CliRun run = CliRun.of("list", "--plugin", jar.toString());
        assertRefused(run, "plug-in " + jar + ": p.Other ");
        assertThat(run.err()).containsAnyOf("this tool speaks " + PluginApi.VERSION, "returned null");
    }

    @Test
    void aPathThatIsNotAJarNorADirectoryIsRefused() throws IOException {
        Path text = Files.writeString(tmp.resolve("notes.jar"), "not a zip archive\n");
        assertRefused(CliRun.of("list", "--plugin", text.toString()), "plug-in " + text + ": not a jar (");
        Path missing = tmp.resolve("nowhere.jar");
        assertRefused(CliRun.of("list", "--plugin", missing.toString()), "plug-in " + missing + ": no such file or directory");
        Path empty = Files.createDirectory(tmp.resolve("empty"));
        assertRefused(CliRun.of("list", "--plugin", empty.toString()), "plug-in " + empty + ": the directory holds no .jar file");
        Path noService = PluginJar.of().source("p.Lonely", "package p; public final class Lonely { }")
                .build(tmp.resolve("no-service.jar"));
        assertRefused(CliRun.of("list", "--plugin", noService.toString()), "plug-in " + noService + ": no solver plug-in in it");
    }

    @Test
    void aPluginFailingWhenAskedForASolverIsNamedAndAUsageErrorStaysAUsageError() throws IOException {
        Path jar = PluginJar.of().source("p.Fails", PluginJar.plugin("Fails", "PluginApi.VERSION", "fails", "",
                "if (spec.equals(\"fails:bad\")) { throw new IllegalArgumentException(\"fails takes no option 'bad'\"); }"
                        + " if (spec.startsWith(\"fails\")) { throw new UnsupportedOperationException(\"not yet\"); }"
                        + " return Optional.empty();"))
                .service("p.Fails").build(tmp.resolve("fails.jar"));
        assertRefused(CliRun.of("solve", "--plugin", jar.toString(), "--solver", "fails", CliRun.dataset("boj2580-sample.in")),
                "plug-in " + jar + ": p.Fails failed to make 'fails': UnsupportedOperationException: not yet");
        CliRun usage = CliRun.of("solve", "--plugin", jar.toString(), "--solver", "fails:bad", CliRun.dataset("boj2580-sample.in"));
        assertThat(usage.status()).isEqualTo(2);
        assertThat(usage.err()).startsWith("error: fails takes no option 'bad'").contains("--help");
    }

    @ParameterizedTest
    @ValueSource(strings = {"compare", "solve", "generate", "list"})
    void everyCommandClosesThePluginsJarsWhenItEnds(String command) throws IOException {
        Path jar = good("closed.jar", "wrapped-mrv");
        List<String> args = new ArrayList<>(List.of(command, "--plugin", jar.toString()));
        switch (command) {
            case "compare" -> args.addAll(List.of("--solvers", "dfs,wrapped-mrv", "--no-progress", "--warmup", "0",
                    "builtin:special-unique"));
            case "solve" -> args.addAll(List.of("--solver", "wrapped-mrv", CliRun.dataset("boj2580-sample.in")));
            case "generate" -> args.addAll(List.of("--solver", "wrapped-mrv", "--count", "1", "--seed", "5",
                    "--no-progress"));
            default -> { }
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains(command.equals("list") ? "wrapped-mrv" : "");
        assertThat(openFiles()).doesNotContain(jar.toRealPath());
    }

    /** A plug-in whose solvers (dfs-mrv inside) log "made N" and "closed N" to the file the spec names. */
    private static final String LOGGING = """
            package p;

            import dev.sudokucompare.core.Grid;
            import dev.sudokucompare.core.dfs.DfsSolvers;
            import dev.sudokucompare.core.plugin.PluginApi;
            import dev.sudokucompare.core.plugin.SolverPlugin;
            import dev.sudokucompare.core.solve.Capabilities;
            import dev.sudokucompare.core.solve.SolveRequest;
            import dev.sudokucompare.core.solve.SolveResult;
            import dev.sudokucompare.core.solve.SudokuSolver;
            import java.io.IOException;
            import java.io.UncheckedIOException;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import java.nio.file.StandardOpenOption;
            import java.util.Map;
            import java.util.Optional;
            import java.util.concurrent.atomic.AtomicInteger;

            public final class Logging implements SolverPlugin {
                private static final AtomicInteger MADE = new AtomicInteger();

                public String apiVersion() {
                    return PluginApi.VERSION;
                }

                public Map<String, String> describe() {
                    return Map.of("logging:FILE", "dfs-mrv that logs its making and closing to FILE");
                }

                public Optional<SudokuSolver> create(String spec) {
                    if (!spec.startsWith("logging:")) {
                        return Optional.empty();
                    }
                    Path log = Path.of(spec.substring("logging:".length()));
                    int id = MADE.incrementAndGet();
                    write(log, "made " + id);
                    SudokuSolver inner = DfsSolvers.fromSpec("dfs-mrv").orElseThrow();
                    return Optional.of(new SudokuSolver() {
                        public String name() {
                            return "logging";
                        }

                        public SolveResult solve(Grid puzzle, SolveRequest request) {
                            return inner.solve(puzzle, request);
                        }

                        public Capabilities capabilities() {
                            return inner.capabilities();
                        }

                        public void close() {
                            write(log, "closed " + id);
                        }
                    });
                }

                private static void write(Path log, String line) {
                    try {
                        Files.writeString(log, line + "\\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }
            """;

    @ParameterizedTest
    @ValueSource(strings = {"compare", "solve", "solve --trace --out", "generate"})
    void everySolverACommandMakesIsClosedOnceWhenItEnds(String command) throws IOException {
        Path jar = PluginJar.of().source("p.Logging", LOGGING).service("p.Logging").build(tmp.resolve("logging.jar"));
        Path log = tmp.resolve("solvers.log");
        String solver = "logging:" + log;
        String puzzles = CliRun.dataset("special-unique.txt");
        List<String> args = new ArrayList<>(List.of(command.split(" ")[0], "--plugin", jar.toString()));
        switch (command) {
            // Every call is expected to answer: the limit (a worker JVM's first call included) only
            // guards against a hang; at load 35 the default 10 s and its grace were hit (TLE, exit 3).
            case "compare" -> args.addAll(List.of("--solvers", "dfs," + solver, "--no-progress", "--warmup", "0",
                    "--timeout", CliRun.HANG_GUARD, puzzles));
            case "solve" -> args.addAll(List.of("--solver", solver, "--timeout", CliRun.HANG_GUARD, puzzles));
            case "solve --trace --out" -> args.addAll(List.of("--trace", "--out", tmp.resolve("page").toString(),
                    "--solvers", solver + ",dfs-mrv," + solver, "--timeout", CliRun.HANG_GUARD, puzzles));
            default -> args.addAll(List.of("--solver", solver, "--count", "1", "--seed", "5", "--no-progress"));
        }
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.status()).as(run.err()).isIn(0, 1);
        List<String> lines = Files.readAllLines(log);
        List<String> made = lines.stream().filter(l -> l.startsWith("made ")).map(l -> l.substring(5)).toList();
        List<String> closed = lines.stream().filter(l -> l.startsWith("closed ")).map(l -> l.substring(7)).toList();
        assertThat(made).as(run.err()).isNotEmpty();
        assertThat(closed).as("every solver made is closed, once").containsExactlyInAnyOrderElementsOf(made);
    }

    @Test
    void aRefusedPluginLeavesNoJarOpenNorDoTheOnesLoadedBeforeIt() throws IOException {
        Path first = good("first.jar", "twin");
        Path second = good("second.jar", "twin");
        Path empty = PluginJar.of().source("p.Lonely", "package p; public final class Lonely { }")
                .build(tmp.resolve("no-service.jar"));
        assertRefused(CliRun.of("list", "--plugin", first.toString(), "--plugin", second.toString()), "is taken");
        assertRefused(CliRun.of("list", "--plugin", empty.toString()), "no solver plug-in in it");
        assertThat(openFiles()).doesNotContain(first.toRealPath(), second.toRealPath(), empty.toRealPath());
    }

    /** The files this JVM has open, from Linux's /proc (where the build runs). */
    private static List<Path> openFiles() throws IOException {
        Path fds = Path.of("/proc/self/fd");
        assertThat(fds).as("this test reads the open files from /proc (Linux)").isDirectory();
        List<Path> open = new ArrayList<>();
        try (var entries = Files.list(fds)) {
            for (Path fd : entries.toList()) {
                try {
                    open.add(Files.readSymbolicLink(fd));
                } catch (IOException closedMeanwhile) {
                    // the listing's own descriptor, or one closed since
                }
            }
        }
        assertThat(open).as("the open files, this JVM's class path among them").isNotEmpty();
        return open;
    }

    /** Status 2, one line on stderr saying {@code expected}, no stack trace, nothing solved. */
    private static void assertRefused(CliRun run, String expected) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.err().lines().toList()).as(run.err()).singleElement().asString()
                .startsWith("error: plug-in ").contains(expected);
        assertThat(run.err()).doesNotContain("\tat ").doesNotContain("Exception in");
        assertThat(run.out()).isEmpty();
    }
}
