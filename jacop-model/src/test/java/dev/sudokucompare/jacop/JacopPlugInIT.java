package dev.sudokucompare.jacop;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rehearsal of issue 55: a family the tool's code never names joins it as a plug-in jar. The
 * tool's shaded jar, run as a user runs it, lists the family with its library and version, and a
 * comparison judges every JaCoP answer against the tool's own dfs: all correct, exit 0, and the
 * plug-in's jar named and hashed in the manifest's provenance, with the library and version it declares.
 */
class JacopPlugInIT {

    /** A hang guard, not a speed limit: answers are expected well within it on any machine. */
    private static final long GUARD_MINUTES = 10;

    @TempDir
    Path dir;

    @Test
    void listShowsTheFamilyWithItsLibrary() throws Exception {
        Run list = run("list", "--plugin", pluginJar().toString());
        assertThat(list.exit).as(list.err).isZero();
        assertThat(list.out).contains("jacop").contains("jacop 4.10.0").contains("jacop:consistency=bounds")
                .contains(pluginJar().getFileName().toString());
    }

    @Test
    void aComparisonJudgesEveryJacopAnswerCorrect() throws Exception {
        Path out = dir.resolve("out");
        Run compare = run("--no-progress", "--plugin", pluginJar().toString(), "--solvers", "jacop,dfs",
                "builtin:norvig-easy50", "--limit", "5", "--out", out.toString());
        assertThat(compare.exit).as(compare.out + compare.err).isZero();
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        JsonNode jacop = manifest.path("provenance").path("solvers").get(0);
        assertThat(jacop.path("solver").asText()).isEqualTo("jacop");
        assertThat(jacop.path("kind").asText()).isEqualTo("plug-in");
        assertThat(jacop.path("files").get(0).path("path").asText()).isEqualTo(pluginJar().toRealPath().toString());
        assertThat(jacop.path("fingerprint").asText()).hasSize(64);
        // The library the plug-in declares crosses the worker JVM's description into the manifest.
        assertThat(jacop.path("detail").asText()).contains("(jacop 4.10.0)").contains("in worker JVMs");
        assertThat(manifest.path("provenance").path("libraries").path("jacop").asText()).isEqualTo("4.10.0");
        String results = Files.readString(out.resolve("results.csv"), StandardCharsets.UTF_8);
        // solver, status, answer_verdict: judged by the same judge as the tool's own solvers.
        List<String> jacopRows = results.lines().filter(l -> l.contains(",jacop,")).toList();
        assertThat(jacopRows).hasSize(5).allSatisfy(row -> assertThat(row).contains(",jacop,SOLVED,CORRECT,"));
    }

    private static Path pluginJar() {
        return Path.of(System.getProperty("plugin.jar"));
    }

    private Run run(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-jar", System.getProperty("sudoku.jar")));
        command.addAll(List.of(args));
        File out = dir.resolve("stdout-" + System.nanoTime()).toFile();
        File err = dir.resolve("stderr-" + System.nanoTime()).toFile();
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(out).redirectError(err).start();
        if (!p.waitFor(GUARD_MINUTES, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("hang guard: " + command + " still running after " + GUARD_MINUTES + " minutes");
        }
        return new Run(p.exitValue(), Files.readString(out.toPath()), Files.readString(err.toPath()));
    }

    private record Run(int exit, String out, String err) {
    }
}
