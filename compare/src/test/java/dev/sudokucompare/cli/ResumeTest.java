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

    /**
     * Refused: exit 2 and one line (besides the warnings about a busy machine, and a usage
     * mistake's pointer to --help) with every given piece of text.
     */
    private static void assertRefused(CliRun run, String... says) {
        assertThat(run.status()).as(run.err()).isEqualTo(2);
        assertThat(run.errBesidesMachineWarnings().lines().filter(l -> !l.startsWith("Try 'sudoku-compare compare "
                + "--help'"))).as(run.err()).hasSize(1);
        assertThat(run.errBesidesMachineWarnings()).startsWith("error: ").contains(says).doesNotContain("Exception");
    }

    /** A killed run (cut after its fifth record) of dfs and dfs-mrv, for the refusals. */
    private Path killedRun() throws IOException {
        Path whole = tmp.resolve("whole");
        if (!Files.exists(whole)) {
            compare(whole, "--solvers", "dfs,dfs-mrv");
        }
        List<String> lines = Files.readAllLines(whole.resolve("results.csv"));
        long cut = String.join("\n", lines.subList(0, 11)).length() + 1;
        return killed(whole, "killed-" + System.nanoTime(), cut, new byte[0]);
    }

    @Test
    void anotherRunIsRefused() throws IOException {
        Path dir = killedRun();
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--timeout", "5s", "--resume"), "--resume: " + dir
                + " holds a run with other settings or inputs: settings.timeoutNanos: 10000000000 then, 5000000000 now",
                "(give the same command, or start anew without --resume)");
        assertRefused(compare(dir, "--solvers", "dfs,dlx", "--resume"), "settings.solverSpecs[1]: \"dfs-mrv\" then, "
                + "\"dlx\" now");
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--repeat", "2", "--resume"), "settings.repeat: 1 then, "
                + "2 now");
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--shard", "1/2", "--resume"), "settings.shardCount: "
                + "1 then, 2 now");
        Files.writeString(tmp.resolve("with-typos.txt"), "\n", java.nio.file.StandardOpenOption.APPEND);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), "resume.inputs[0].sha256: ");
    }

    @Test
    void resumeNeedsItsDirectoryAndNoForce() throws IOException {
        Path dir = killedRun();
        assertRefused(CliRun.of("compare", "--solvers", "dfs", "--resume", "builtin:two-solutions"),
                "--resume needs --out DIR");
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume", "--force"),
                "--resume goes on with a run; --force replaces one");
        Path other = Files.createDirectories(tmp.resolve("other"));
        Files.writeString(other.resolve("notes.txt"), "mine");
        assertRefused(compare(other, "--solvers", "dfs,dfs-mrv", "--resume"), "--resume: " + other + " holds no "
                + "manifest.json, so no run of compare to go on from");
        assertThat(other.resolve("results.csv")).doesNotExist();
    }

    @Test
    void recordsOfStandardInputAreNotResumed() throws IOException {
        Path out = tmp.resolve("stdin");
        String puzzles = Files.readString(Path.of(CliRun.dataset("norvig-hardest.txt")));
        CliRun.withStdin(puzzles, "compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", "--out",
                out.toString(), "-");
        ObjectMapper json = new ObjectMapper();
        ObjectNode manifest = (ObjectNode) json.readTree(out.resolve("manifest.json").toFile());
        ((ObjectNode) manifest.get("resume")).put("complete", false);
        json.writeValue(out.resolve("manifest.json").toFile(), manifest);
        assertRefused(CliRun.withStdin(puzzles, "compare", "--warmup", "0", "--no-progress", "--solvers", "dfs",
                "--out", out.toString(), "--resume", "-"), "--resume: - cannot be read again to prove it the same");
    }

    @Test
    void resultsTheRunCannotHaveWrittenAreRefusedByLine() throws IOException {
        Path dir = killedRun();
        Path csv = dir.resolve("results.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.set(4, lines.get(4) + ",extra");
        Files.write(csv, lines);
        int columns = dev.sudokucompare.report.ResultsCsv.COLUMNS.size();
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), csv + ":5: a row of " + (columns + 1)
                + " cells under a header of " + columns);
        dir = killedRun();
        csv = dir.resolve("results.csv");
        lines = new ArrayList<>(Files.readAllLines(csv));
        lines.addAll(List.of(lines.get(1), lines.get(2)));
        Files.write(csv, lines);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), csv + ":12: record 1 of " + tmp.resolve(
                "with-typos.txt") + " again (its rows are at line 2 too)");
        dir = killedRun();
        csv = dir.resolve("results.csv");
        lines = new ArrayList<>(Files.readAllLines(csv));
        lines.remove(4);
        Files.write(csv, lines);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), csv + ":5: record 2 of ", " has 1 of its 2 "
                + "rows; the rest are missing");
    }

    @Test
    void recordedAnswersTheJudgeDoesNotConfirmAreRefused() throws IOException {
        Path dir = killedRun();
        Path csv = dir.resolve("results.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        // dfs's solution of record 1 with one cell changed, still recorded CORRECT.
        String row = lines.get(1);
        String solution = row.split(",")[9];
        char changed = solution.charAt(80) == '9' ? '1' : (char) (solution.charAt(80) + 1);
        lines.set(1, row.replace(solution, solution.substring(0, 80) + changed));
        Files.write(csv, lines);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), csv + ":2: record 1 of ",
                ": dfs's answer is recorded CORRECT, the judge finds it WRONG", "start anew without --resume");
        dir = killedRun();
        csv = dir.resolve("results.csv");
        lines = new ArrayList<>(Files.readAllLines(csv));
        String puzzle = lines.get(1).split(",")[3];
        String other = lines.get(3).split(",")[3];
        lines.set(1, lines.get(1).replace(puzzle, other));
        lines.set(2, lines.get(2).replace(puzzle, other));
        Files.write(csv, lines);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), csv + ":2: record 1 of ",
                ": the rows hold another puzzle than the input's record");
    }

    @Test
    void recordsOfNoneOfTheRunsInputsAreRefused() throws IOException {
        Path dir = killedRun();
        Path csv = dir.resolve("results.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.add(lines.get(1).replaceFirst("^[^,]*,1,", "elsewhere.txt,1,"));
        lines.add(lines.get(2).replaceFirst("^[^,]*,1,", "elsewhere.txt,1,"));
        Files.write(csv, lines);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), csv + ":12: record 1 of elsewhere.txt is "
                + "not one of this run's records");
    }

    @Test
    void aLinkedResultsFileIsNotFollowed() throws IOException {
        Path dir = killedRun();
        Path target = Files.move(dir.resolve("results.csv"), tmp.resolve("target.csv"));
        Files.createSymbolicLink(dir.resolve("results.csv"), target);
        byte[] before = Files.readAllBytes(target);
        assertRefused(compare(dir, "--solvers", "dfs,dfs-mrv", "--resume"), dir.resolve("results.csv")
                + ": not a regular file (a link is not followed)");
        assertThat(Files.readAllBytes(target)).isEqualTo(before);
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
