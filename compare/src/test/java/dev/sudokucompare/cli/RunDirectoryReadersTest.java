package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 53's audit on the readers of a run directory (diff, merge, --resume): each holds to
 * merge's rules, no link followed and no content echoed, and reads a line under the bound the
 * inputs' readers have. A file is refused in one line naming it (and the line), exit 2.
 */
class RunDirectoryReadersTest {

    @TempDir
    static Path pristine;

    @TempDir
    Path tmp;

    /** Twenty gigabytes without a line break: sparse, so it costs no disk. */
    private static final long HUGE = 20L << 30;

    private static List<String> args(Path out, String... extra) {
        List<String> a = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,dfs-mrv",
                "--repeat", "2", "--out", out.toString(), "builtin:norvig-hardest"));
        a.addAll(List.of(extra));
        return a;
    }

    @BeforeAll
    static void oneRun() {
        CliRun run = CliRun.of(args(pristine.resolve("run")).toArray(String[]::new));
        assertThat(run.status()).as(run.err()).isZero();
    }

    private Path copy(String name) throws IOException {
        Path dir = tmp.resolve(name);
        ResumeTest.copy(pristine.resolve("run"), dir);
        return dir;
    }

    /** A copy whose manifest says the run was killed: a resume goes on with it. */
    private Path killed(String name) throws IOException {
        Path dir = copy(name);
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(dir.resolve("manifest.json").toFile());
        ((ObjectNode) m.get("resume")).put("complete", false);
        json.writeValue(dir.resolve("manifest.json").toFile(), m);
        return dir;
    }

    private static CliRun resume(Path dir) {
        return CliRun.of(args(dir, "--resume").toArray(String[]::new));
    }

    private static void huge(Path file) throws IOException {
        Files.delete(file);
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(HUGE);
        }
    }

    /** Refused: exit 2, one line on stderr with every given piece of text, no stack trace. */
    private static void assertRefused(CliRun run, String... says) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        String err = run.errBesidesMachineWarnings();
        assertThat(err.lines().toList()).as(run.err()).hasSize(1);
        assertThat(err).startsWith("error: ").contains(says).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void diffFollowsNoLinkAndShowsNoneOfItsTarget() throws IOException {
        Path a = copy("A");
        Path b = copy("B");
        Files.delete(b.resolve("results.csv"));
        Files.createSymbolicLink(b.resolve("results.csv"), Path.of("/etc/passwd"));
        CliRun diff = CliRun.of("diff", a.toString(), b.toString());
        assertRefused(diff, b.resolve("results.csv") + ": not a regular file (a link is not followed)");
        assertThat(diff.err() + diff.out()).doesNotContain("root");
    }

    @Test
    void resumeFollowsNoLinkedRepetitionsFile() throws IOException {
        Path dir = killed("linked");
        Path secret = Files.writeString(tmp.resolve("secret.csv"), "root:x:0:0:root:/root:/bin/bash\n");
        Files.delete(dir.resolve("repetitions.csv"));
        Files.createSymbolicLink(dir.resolve("repetitions.csv"), secret);
        CliRun run = resume(dir);
        assertRefused(run, dir.resolve("repetitions.csv") + ": not a regular file (a link is not followed)");
        assertThat(run.err() + run.out()).doesNotContain("root");
        assertThat(secret).hasContent("root:x:0:0:root:/root:/bin/bash");
    }

    @Test
    void mergeReadsNoLineBeyondTheBound() throws IOException {
        Path dir = copy("merge");
        huge(dir.resolve("results.csv"));
        CliRun merge = CliRun.of("merge", dir.toString(), "--out", tmp.resolve("merged").toString());
        assertRefused(merge, dir.resolve("results.csv") + ":1: a line longer than 1,048,576 characters");
    }

    @Test
    void resumeReadsNoLineBeyondTheBound() throws IOException {
        Path dir = killed("resume");
        huge(dir.resolve("results.csv"));
        assertRefused(resume(dir), dir.resolve("results.csv") + ":1: a line longer than 1,048,576 characters");
        assertThat(Files.size(dir.resolve("results.csv"))).isEqualTo(HUGE);
    }

    @Test
    void resumeReadsNoRepetitionsLineBeyondTheBound() throws IOException {
        Path dir = killed("repetitions");
        huge(dir.resolve("repetitions.csv"));
        assertRefused(resume(dir), dir.resolve("repetitions.csv") + ":1: a line longer than 1,048,576 characters");
    }

    @Test
    void diffReadsNoLineBeyondTheBound() throws IOException {
        Path a = copy("A");
        Path b = copy("B");
        Files.writeString(b.resolve("results.csv"), Files.readAllLines(a.resolve("results.csv")).get(0) + "\n");
        try (RandomAccessFile f = new RandomAccessFile(b.resolve("results.csv").toFile(), "rw")) {
            f.setLength(HUGE); // a header, then no line break
        }
        assertRefused(CliRun.of("diff", a.toString(), b.toString()),
                b.resolve("results.csv") + ":2: a line longer than 1,048,576 characters");
    }
}
