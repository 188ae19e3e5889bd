package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.plugin.SolverPlugin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The example plug-in ({@code examples/my-solver}), built from its sources as they are in the
 * repository and run against {@code dfs} through the real main in every mode: exit status 0
 * means every answer was judged correct and no record was disputed. (Its own Maven build, with
 * the contract kit, runs in {@code .ci/run}.)
 */
class ExamplePluginTest {

    @TempDir
    static Path tmp;

    private static Path jar;

    @BeforeAll
    static void buildTheExample() throws IOException {
        String dir = System.getProperty("examples.dir");
        assertThat(dir).as("system property examples.dir (set by the build)").isNotNull();
        Path example = Path.of(dir, "my-solver");
        Path sources = example.resolve("src/main/java");
        Path services = example.resolve("src/main/resources/META-INF/services/" + SolverPlugin.class.getName());
        assertThat(sources).isDirectory();
        assertThat(services).isRegularFile();
        PluginJar plugin = PluginJar.of();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String name = sources.relativize(f).toString().replace('\\', '/').replaceAll("\\.java$", "")
                        .replace('/', '.');
                plugin.source(name, Files.readString(f));
            }
        }
        Files.readAllLines(services).stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .forEach(plugin::service);
        jar = plugin.build(tmp.resolve("my-solver.jar"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"first", "lexmin", "count"})
    void theExampleAgreesWithDfsOnEveryAnswer(String mode) {
        // A limit only a hang reaches: the naive example must not be judged by the machine's speed.
        CliRun run = CliRun.of("--plugin", jar.toString(), "--solvers", "dfs,my-solver", "--mode", mode,
                "--no-progress", "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                "builtin:norvig-hardest", "builtin:multi-solutions",
                "builtin:no-solution", "builtin:conflicting-givens");
        assertThat(run.status()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("my-solver");
        assertThat(run.errBesidesMachineWarnings()).isEmpty();
    }

    @Test
    void listNamesTheExampleWithItsJar() {
        CliRun run = CliRun.of("list", "--plugin", jar.toString());
        assertThat(run.status()).isZero();
        assertThat(run.out().lines().filter(l -> l.strip().startsWith("my-solver ")).toList())
                .singleElement().asString().endsWith("[plug-in " + jar + "]");
        assertThat(List.of(run.err())).containsExactly("");
    }
}
