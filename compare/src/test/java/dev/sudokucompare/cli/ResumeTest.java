package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.report.SameRuns;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * compare --resume after a kill at any moment, simulated byte by byte: a killed run leaves its
 * manifest (not complete) and results.csv cut anywhere, even inside a line or between the rows of
 * one record. Going on must end with exactly the uninterrupted run's rows (timings aside), each
 * (record, solver) once, and the same reports.
 */
class ResumeTest {

    @TempDir
    Path tmp;

    private List<String> args(Path out, String... extra) throws IOException {
        Path typos = tmp.resolve("with-typos.txt");
        if (!Files.exists(typos)) {
            List<String> lines = new ArrayList<>(Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt"))));
            lines.add(3, "not a puzzle");
            lines.add(7, lines.get(0).substring(2));
            Files.write(typos, lines);
        }
        List<String> a = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--limit", "25", "--out",
                out.toString()));
        a.addAll(List.of(extra));
        // Malformed records, several solutions, none, and an input with its solutions beside it.
        a.addAll(List.of(typos.toString(), "builtin:two-solutions", "builtin:no-solution",
                CliRun.dataset("kaggle-10000.txt")));
        return a;
    }

    private CliRun compare(Path out, String... extra) throws IOException {
        return CliRun.of(args(out, extra).toArray(String[]::new));
    }

    /** What a kill leaves of a whole run: its manifest, not complete, and results.csv cut at {@code cut}. */
    private Path killed(Path whole, String name, long cut, byte[] garbage) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        ObjectMapper json = new ObjectMapper();
        ObjectNode manifest = (ObjectNode) json.readTree(whole.resolve("manifest.json").toFile());
        ((ObjectNode) manifest.get("resume")).put("complete", false);
        json.writeValue(dir.resolve("manifest.json").toFile(), manifest);
        Files.copy(whole.resolve("results.csv"), dir.resolve("results.csv"));
        try (FileChannel f = FileChannel.open(dir.resolve("results.csv"), StandardOpenOption.WRITE)) {
            f.truncate(cut);
        }
        Files.write(dir.resolve("results.csv"), garbage, StandardOpenOption.APPEND);
        return dir;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--solvers dfs,dfs-mrv", "--solvers dfs,test-wrong,dfs-mrv --shuffle --seed 9 --shard 2/3"})
    void aRunKilledAnywhereGoesOnToTheUninterruptedRunsRows(String options) throws IOException {
        killedAnywhere(options.split(" "), 8);
    }

    @Test
    @Tag("slow")
    void aCountingRunOnTwoThreadsKilledAnywhereGoesOnAlike() throws IOException {
        killedAnywhere(new String[] {"--solvers", "dfs-mrv,dfs,dlx", "--mode", "count", "--threads", "2"}, 24);
    }

    /** The run with {@code extra}, cut at {@code cuts} places (the first and last bytes among them), resumed. */
    private void killedAnywhere(String[] extra, int cuts) throws IOException {
        Path whole = tmp.resolve("whole");
        CliRun run = compare(whole, extra);
        assertThat(run.status()).as(run.err()).isIn(1, 2);
        long size = Files.size(whole.resolve("results.csv"));
        TreeSet<Long> at = new TreeSet<>(List.of(0L, 10L, size - 1, size));
        Random random = new Random(45);
        while (at.size() < cuts) {
            at.add((long) random.nextInt((int) size));
        }
        int k = 0;
        for (long cut : at) {
            // Every other cut ends in what a power loss leaves: bytes never written, read back as zeros.
            byte[] garbage = k % 2 == 1 ? new byte[1 + random.nextInt(300)] : new byte[0];
            Path dir = killed(whole, "killed" + k++, cut, garbage);
            CliRun resumed = compare(dir, concat(extra, "--resume"));
            assertThat(resumed.status()).as("cut at byte %d of %d: %s", cut, size, resumed.err()).isEqualTo(run.status());
            assertThat(resumed.err()).doesNotContain("error:");
            SameRuns.assertSame(whole, dir);
            assertThat(resumed.out()).contains("Note: resumed: ");
            assertThat(Files.readString(dir.resolve("manifest.json"))).contains("\"complete\" : true");
        }
    }

    @Test
    void aCutLastLineIsSaidAndRunAgain() throws IOException {
        Path whole = tmp.resolve("whole");
        compare(whole, "--solvers", "dfs,dfs-mrv");
        String text = Files.readString(whole.resolve("results.csv"));
        int lastLine = text.lines().toList().size();
        Path dir = killed(whole, "cut", text.length() - 20, new byte[0]);
        CliRun resumed = compare(dir, "--solvers", "dfs,dfs-mrv", "--resume");
        assertThat(resumed.out()).contains("results.csv:" + lastLine + ": its last line is cut; that part is dropped and "
                + "run again");
        SameRuns.assertSame(whole, dir);
    }

    @Test
    void aCompleteRunResumedRunsNothingAndWritesTheSameReports() throws IOException {
        Path whole = tmp.resolve("whole");
        compare(whole, "--solvers", "dfs,dfs-mrv");
        Path again = tmp.resolve("again");
        copy(whole, again);
        byte[] before = Files.readAllBytes(again.resolve("results.csv"));
        CliRun resumed = compare(again, "--solvers", "dfs,dfs-mrv", "--resume");
        long records = SameRuns.json(whole).path("groups").get(0).path("records").asLong();
        assertThat(records).isEqualTo(13 + 9 + 14 + 25);
        assertThat(resumed.out()).contains("resumed: " + records + " records were run by an earlier session");
        assertThat(Files.readAllBytes(again.resolve("results.csv"))).isEqualTo(before);
        SameRuns.assertSame(whole, again);
    }

    @Test
    void aShuffledRunWithoutASeedShufflesAsItDidBefore() throws IOException {
        Path whole = tmp.resolve("whole");
        compare(whole, "--solvers", "dfs", "--shuffle");
        long size = Files.size(whole.resolve("results.csv"));
        Path dir = killed(whole, "killed", size / 2, new byte[0]);
        compare(dir, "--solvers", "dfs", "--shuffle", "--resume");
        SameRuns.assertSame(whole, dir);
        assertThat(SameRuns.json(dir).path("settings").path("seed")).isEqualTo(SameRuns.json(whole).path("settings")
                .path("seed"));
    }

    @Test
    void aNewOrEmptyDirectoryStartsTheRun() throws IOException {
        Path whole = tmp.resolve("whole");
        CliRun first = compare(whole, "--solvers", "dfs,dfs-mrv");
        Path fresh = tmp.resolve("fresh");
        CliRun resumed = compare(fresh, "--solvers", "dfs,dfs-mrv", "--resume");
        assertThat(resumed.status()).isEqualTo(first.status());
        SameRuns.assertSame(whole, fresh);
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(String[]::new);
    }

    static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }
}
