package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 53's audit: a line break forged into a one-line field of manifest.json (the run's
 * interruption, an input's name) reached the console as lines of its own. Whatever merge, diff
 * and --resume print of a manifest, a field stays on its line: no printed line starts with what
 * followed the forged line break.
 */
class ForgedManifestLinesTest {

    @TempDir
    static Path pristine;

    @TempDir
    Path tmp;

    private static final String FORGED = "FORGED: ok, every answer correct";

    private static String[] args(Path out, String... extra) {
        String[] base = {"compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,dfs-mrv", "--out", out.toString(),
            "builtin:two-solutions"};
        String[] all = new String[base.length + extra.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(extra, 0, all, base.length, extra.length);
        return all;
    }

    @BeforeAll
    static void aRun() {
        CliRun run = CliRun.of(args(pristine.resolve("run")));
        assertThat(run.status()).as(run.err()).isZero();
    }

    private Path forged(String name, Consumer<ObjectNode> edit) throws IOException {
        Path dir = tmp.resolve(name);
        ResumeTest.copy(pristine.resolve("run"), dir);
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(dir.resolve("manifest.json").toFile());
        edit.accept(m);
        json.writeValue(dir.resolve("manifest.json").toFile(), m);
        return dir;
    }

    private static void interrupted(ObjectNode m) {
        m.put("interruption", "stopped by SIGTERM\n" + FORGED + "\r" + FORGED + "\u2028" + FORGED);
    }

    private static void inputRenamed(ObjectNode m) {
        ((ObjectNode) m.withArray("inputs").get(0)).put("name", "builtin:two-solutions\n" + FORGED);
        ((ObjectNode) m.with("resume").withArray("inputs").get(0)).put("name", "builtin:two-solutions\n" + FORGED);
    }

    private static void assertNoForgedLine(CliRun run) {
        for (String printed : new String[] {run.out(), run.err()}) {
            assertThat(printed.split("\n", -1)).as(printed).noneMatch(l -> l.startsWith(FORGED))
                    .noneMatch(l -> l.contains("\r") || l.contains("\u2028"));
        }
    }

    @Test
    void mergePrintsAForgedInterruptionOnItsLine() throws IOException {
        Path dir = forged("interrupted", ForgedManifestLinesTest::interrupted);
        CliRun merge = CliRun.of("merge", dir.toString(), "--out", tmp.resolve("merged").toString());
        assertThat(merge.out() + merge.err()).contains("stopped by SIGTERM");
        assertNoForgedLine(merge);
    }

    @Test
    void mergePrintsAForgedInputNameOnItsLine() throws IOException {
        Path dir = forged("renamed", ForgedManifestLinesTest::inputRenamed);
        CliRun merge = CliRun.of("merge", dir.toString(), "--out", tmp.resolve("merged").toString());
        assertThat(merge.status()).isEqualTo(2);
        assertNoForgedLine(merge);
    }

    @Test
    void diffPrintsForgedFieldsOnTheirLines() throws IOException {
        Path a = forged("a", m -> { });
        Path b = forged("b", m -> {
            interrupted(m);
            inputRenamed(m);
        });
        CliRun diff = CliRun.of("diff", a.toString(), b.toString());
        assertThat(diff.out() + diff.err()).contains("stopped by SIGTERM");
        assertNoForgedLine(diff);
    }

    @Test
    void resumePrintsForgedFieldsOnTheirLines() throws IOException {
        Path dir = forged("resumed", m -> {
            interrupted(m);
            inputRenamed(m);
            ((ObjectNode) m.get("resume")).put("complete", false);
        });
        CliRun resume = CliRun.of(args(dir, "--resume"));
        assertThat(resume.status()).isEqualTo(2);
        assertNoForgedLine(resume);
    }
}
