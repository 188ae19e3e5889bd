package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a run records so that someone can redo it or trust it, checked against tools outside this one. */
class ProvenanceTest {

    @TempDir
    Path tmp;

    @Test
    void reportRecordsInputsDigestsBuildAndMachine() throws Exception {
        Path input = tmp.resolve("hardest.txt");
        Files.copy(Path.of(CliRun.dataset("norvig-hardest.txt")), input);
        Path out = tmp.resolve("out");
        String piped = Files.readAllLines(input).get(0) + "\n";
        CliRun run = CliRun.withStdin(piped, "compare", "--no-progress", "--warmup", "0", "--solvers", "dfs", "--limit",
                "7", "--out", out.toString(), input.toString(), "builtin:two-solutions", "-");
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        JsonNode inputs = report.path("inputs");
        assertThat(inputs).hasSize(3);
        // coreutils' sha256sum, not this JVM's digest, says what the file's hash is
        assertThat(inputs.get(0).path("sha256").asText()).isEqualTo(sha256sum(input));
        assertThat(inputs.get(0).path("bytes").asLong()).isEqualTo(Files.size(input));
        assertThat(inputs.get(0).path("records").asLong()).isEqualTo(7);
        assertThat(inputs.get(1).path("sha256").asText()).hasSize(64);
        assertThat(inputs.get(2).path("name").asText()).isEqualTo("-");
        assertThat(inputs.get(2).path("sha256").isNull()).as("standard input is not read twice").isTrue();
        assertThat(report.path("commit").asText()).isNotBlank();
        JsonNode env = report.path("environment");
        assertThat(env.path("garbageCollectors").asText()).isNotBlank();
        assertThat(env.path("jvmFlags").isArray()).isTrue();
        assertThat(env.path("cpuGovernor").asText()).isNotBlank();
        assertThat(env.path("loadAverageStart").isNumber()).isTrue();
        assertThat(env.path("loadAverageEnd").isNumber()).isTrue();
        assertThat(report.path("statistics").path("bootstrap").path("seed").asLong()).isPositive();
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(manifest.path("inputs").get(0).path("sha256").asText()).isEqualTo(sha256sum(input));
        assertThat(manifest.path("toolCommit").asText()).isEqualTo(report.path("commit").asText());
        assertThat(Files.readString(out.resolve("report.json"))).doesNotContain(System.getProperty("user.home") + "/.m2");
    }

    @Test
    void everySolversOriginIsRecordedOutsideProgramsByTheirFilesDigests() throws Exception {
        Path script = Files.writeString(tmp.resolve("echo.py"), "import sys\nprint(sys.stdin.read())\n");
        Path out = tmp.resolve("origins");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "7", "--timeout", CliRun.HANG_GUARD, "--solvers",
                "dfs,choco,cpsat,external:python3 " + script, "--out", out.toString(), "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isEqualTo(1); // the script echoes the puzzle: wrong answers
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        JsonNode provenance = report.path("provenance");
        // The versions the build resolved, as the jars on the class path are named.
        assertThat(provenance.path("libraries").path("choco-solver").asText())
                .isEqualTo(versionInJarName(org.chocosolver.solver.Model.class, "choco-solver-"));
        assertThat(provenance.path("libraries").path("ortools").asText())
                .isEqualTo(versionInJarName(com.google.ortools.sat.CpModel.class, "ortools-java-"));
        JsonNode solvers = provenance.path("solvers");
        assertThat(solvers.get(0).path("kind").asText()).isEqualTo("built-in");
        assertThat(solvers.get(0).path("warmupCalls").asLong()).as("--warmup 7: seven calls each").isEqualTo(7);
        assertThat(solvers.get(1).path("detail").asText()).startsWith("choco-solver ");
        assertThat(solvers.get(2).path("detail").asText()).startsWith("ortools ");
        JsonNode program = solvers.get(3);
        assertThat(program.path("kind").asText()).isEqualTo("outside program");
        assertThat(program.path("warmupCalls").asLong()).as("a program started per puzzle is not warmed up").isZero();
        JsonNode files = program.path("files");
        assertThat(files).hasSize(2);
        // coreutils say where python3 resolves to and what the files hold
        assertThat(files.get(0).path("path").asText()).isEqualTo(shell("readlink -f \"$(command -v python3)\""));
        assertThat(files.get(0).path("sha256").asText()).isEqualTo(sha256sum(Path.of(files.get(0).path("path").asText())));
        assertThat(files.get(1).path("path").asText()).isEqualTo(script.toRealPath().toString());
        assertThat(files.get(1).path("sha256").asText()).isEqualTo(sha256sum(script));
        assertThat(program.path("fingerprint").asText()).hasSize(64);
        JsonNode env = report.path("environment");
        assertThat(env.path("cpuQuota").asText()).isNotBlank().isNotEqualTo("unknown");
        assertThat(env.path("cpuFrequency").asText()).isNotBlank().isNotEqualTo("unknown");
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(manifest.path("provenance")).isEqualTo(provenance);
        assertThat(manifest.path("environment").path("cpuQuota")).isEqualTo(env.path("cpuQuota"));
    }

    /** "5.0.0" from the jar a class came from, named PREFIX5.0.0.jar. */
    private static String versionInJarName(Class<?> type, String prefix) throws Exception {
        String name = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).getFileName().toString();
        assertThat(name).startsWith(prefix).endsWith(".jar");
        return name.substring(prefix.length(), name.length() - ".jar".length());
    }

    private static String shell(String command) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", command).start();
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        return new String(p.getInputStream().readAllBytes()).strip();
    }

    @Test
    void shardsThatReadOtherContentsUnderOneNameAreNotOneRun() throws IOException {
        Path input = tmp.resolve("in.txt");
        List<String> lines = Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt")));
        Files.write(input, lines);
        for (int i = 1; i <= 2; i++) {
            CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs", "--shard", i + "/2", "--out",
                    tmp.resolve("s" + i).toString(), input.toString());
            Files.write(input, lines.subList(1, lines.size())); // the file changes between the shards
        }
        CliRun merge = CliRun.of("merge", tmp.resolve("s1").toString(), tmp.resolve("s2").toString(), "--out",
                tmp.resolve("m").toString());
        assertThat(merge.status()).isEqualTo(2);
        assertThat(merge.err()).contains("read other contents of " + input);
    }

    @Test
    void shardsOfOtherMachinesMergeWithANote() throws IOException {
        for (int i = 1; i <= 2; i++) {
            CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs", "--shard", i + "/2", "--out",
                    tmp.resolve("s" + i).toString(), "builtin:two-solutions");
        }
        Path manifest = tmp.resolve("s2/manifest.json");
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(manifest.toFile());
        ((ObjectNode) m.get("environment")).put("cpuModel", "Elsewhere 9000").put("cores", 64);
        json.writeValue(manifest.toFile(), m);
        CliRun merge = CliRun.of("merge", tmp.resolve("s1").toString(), tmp.resolve("s2").toString(), "--out",
                tmp.resolve("m").toString());
        assertThat(merge.status()).isZero();
        assertThat(merge.out()).contains("Note: the shards ran on different machines or JVMs, so their timings do not "
                + "compare: shard 2/2: CPU '");
    }

    private static String sha256sum(Path file) throws Exception {
        Process p = new ProcessBuilder("sha256sum", file.toString()).start();
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        return new String(p.getInputStream().readAllBytes()).split("\\s+")[0];
    }
}
