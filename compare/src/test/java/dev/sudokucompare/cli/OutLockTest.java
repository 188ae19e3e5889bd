package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 53's audit: two runs on one {@code --out} at once (two --resume, or a --force beside a
 * run) corrupted it, each writing the other's records. A run holds an OS lock on the directory's
 * lock file while it writes there; a second one is refused in one line, exit 2, and touches
 * nothing. The lock is held by another process here, as another run of the tool would hold it,
 * and then by this JVM (another command of the same process).
 */
class OutLockTest {

    static final String LOCK = ".sudoku-compare.lock";

    @TempDir
    Path tmp;

    private static String[] args(Path out, String... extra) {
        List<String> a = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,dfs-mrv",
                "--out", out.toString(), "builtin:two-solutions", "builtin:no-solution"));
        a.addAll(List.of(extra));
        return a.toArray(String[]::new);
    }

    /** A finished run whose manifest says it was killed: a resume would rewrite its files. */
    private Path killedRun() throws IOException {
        Path dir = tmp.resolve("run");
        CliRun run = CliRun.of(args(dir));
        assertThat(run.status()).as(run.err()).isZero();
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(dir.resolve("manifest.json").toFile());
        ((ObjectNode) m.get("resume")).put("complete", false);
        json.writeValue(dir.resolve("manifest.json").toFile(), m);
        return dir;
    }

    private static Map<String, String> contents(Path dir) throws IOException {
        Map<String, String> all = new TreeMap<>();
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                all.put(f.getFileName().toString(), Files.readString(f, StandardCharsets.ISO_8859_1));
            }
        }
        return all;
    }

    private static void assertRefusedAsInUse(CliRun run, Path dir) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        String err = run.errBesidesMachineWarnings();
        assertThat(err.lines().toList()).as(run.err()).hasSize(1);
        assertThat(err).startsWith("error: --out " + dir + " is in use by another run of the tool")
                .doesNotContain("Exception");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aSecondRunBesideAnotherProcessHoldingTheDirectoryIsRefusedAndTouchesNothing() throws Exception {
        Path dir = killedRun();
        Map<String, String> before = contents(dir);
        int rows = ResultsFile.rows(dir).size();
        Process holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), HoldLock.class.getName(), dir.resolve(LOCK).toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (BufferedReader said = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(said.readLine()).isEqualTo("locked");
            assertRefusedAsInUse(CliRun.of(args(dir, "--resume")), dir);
            assertRefusedAsInUse(CliRun.of(args(dir, "--force")), dir);
            assertThat(contents(dir)).isEqualTo(before);
        } finally {
            holder.getOutputStream().close(); // its stdin ends: it lets go and exits
            assertThat(holder.waitFor()).isZero();
        }
        CliRun after = CliRun.of(args(dir, "--resume"));
        assertThat(after.status()).as(after.err()).isZero();
        assertThat(ResultsFile.rows(dir)).hasSize(rows);
    }

    @Test
    void aLockHeldInThisProcessRefusesMergeTooAndALockFileAloneIsAnEmptyDirectoryToResumeIn() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("held"));
        try (FileChannel file = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = file.tryLock()) {
            assertThat(lock).isNotNull();
            assertRefusedAsInUse(CliRun.of(args(dir)), dir);
            Path shard = tmp.resolve("shard");
            assertThat(CliRun.of(args(shard)).status()).isZero();
            assertRefusedAsInUse(CliRun.of("merge", shard.toString(), "--out", dir.toString()), dir);
            assertThat(contents(dir)).containsOnlyKeys(LOCK);
        }
        CliRun resumed = CliRun.of(args(dir, "--resume"));
        assertThat(resumed.status()).as(resumed.err()).isZero();
        assertThat(contents(dir)).containsKeys(LOCK, "manifest.json", "results.csv");
    }

    /** Holds the lock on the file named, says so, and lets go when its standard input ends. */
    static final class HoldLock {
        public static void main(String[] args) throws IOException {
            try (FileChannel file = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock lock = file.lock()) {
                System.out.println("locked");
                System.out.flush();
                System.in.readAllBytes();
            }
        }
    }
}
