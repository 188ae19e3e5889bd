package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run of the shaded jar records the jar's SHA-256 (as coreutils' sha256sum says it is) and the
 * solver libraries it carries, in report.json and manifest.json alike, and the same fingerprint
 * for a built-in solver in two runs of the same jar.
 */
class JarProvenanceIT {

    @TempDir
    Path dir;

    @Test
    void theJarsDigestAndLibrariesAreRecorded() throws Exception {
        Path out = dir.resolve("out");
        JarProcess run = JarProcess.start(dir, List.of(), "--no-progress", "--warmup", "0", "--solvers",
                "dfs,choco,sat", "--out", out.toString(), "builtin:norvig-hardest");
        assertThat(run.waitFor(300)).as(run.err()).isZero();
        Path jar = Path.of(System.getProperty("sudoku.jar"));
        ObjectMapper json = new ObjectMapper();
        for (String file : List.of("report.json", "manifest.json")) {
            JsonNode provenance = json.readTree(out.resolve(file).toFile()).path("provenance");
            assertThat(provenance.path("jarSha256").asText()).as(file).isEqualTo(sha256sum(jar));
            assertThat(provenance.path("jar").asText()).isEqualTo(jar.toRealPath().toString());
            JsonNode libraries = provenance.path("libraries");
            assertThat(libraries.path("choco-solver").asText()).isNotBlank();
            assertThat(libraries.path("sat4j").asText()).isNotBlank();
            assertThat(libraries.path("ortools").asText()).isNotBlank();
            JsonNode choco = provenance.path("solvers").get(1);
            assertThat(choco.path("solver").asText()).isEqualTo("choco");
            assertThat(choco.path("detail").asText()).isEqualTo("choco-solver " + libraries.path("choco-solver").asText());
            assertThat(choco.path("fingerprint").asText()).hasSize(64);
        }
        Path again = dir.resolve("again");
        JarProcess second = JarProcess.start(dir, List.of(), "--no-progress", "--warmup", "0", "--solvers", "dfs",
                "--out", again.toString(), "builtin:two-solutions");
        assertThat(second.waitFor(300)).isZero();
        String first = json.readTree(out.resolve("manifest.json").toFile()).path("provenance").path("solvers").get(0)
                .path("fingerprint").asText();
        assertThat(json.readTree(again.resolve("manifest.json").toFile()).path("provenance").path("solvers").get(0)
                .path("fingerprint").asText()).as("dfs of the same jar").isEqualTo(first);
    }

    private static String sha256sum(Path file) throws Exception {
        Process p = new ProcessBuilder("sha256sum", file.toString()).start();
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        return new String(p.getInputStream().readAllBytes()).split("\\s+")[0];
    }
}
