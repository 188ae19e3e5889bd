package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit's attacks on merge, each on a copy of two real shards: merge reads the shards' inputs
 * again and believes nothing else. Every forgery is refused with exit 2 and one line naming the
 * file (and the line of results.csv); the untouched shards merge, and a wrong answer in them is
 * never turned into a correct one.
 */
class MergeAttacksTest {

    @TempDir
    static Path pristine;

    @TempDir
    Path tmp;

    private static Path input;

    @BeforeAll
    static void twoShards() throws IOException {
        input = Files.copy(Path.of(CliRun.dataset("norvig-hardest.txt")), pristine.resolve("hardest.txt"));
        for (int i = 1; i <= 2; i++) {
            CliRun shard = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,test-wrong",
                    "--shard", i + "/2", "--out", pristine.resolve("s" + i).toString(), input.toString(),
                    "builtin:two-solutions");
            assertThat(shard.status()).as(shard.err()).isEqualTo(1);
        }
    }

    /** Fresh copies of the two shards (whatever an earlier forgery in the test left is gone). */
    private Path shards() throws IOException {
        for (String s : List.of("s1", "s2", "merged")) {
            Path dir = tmp.resolve(s);
            if (Files.exists(dir)) {
                try (var files = Files.list(dir)) {
                    for (Path f : files.toList()) {
                        Files.delete(f);
                    }
                }
                Files.delete(dir);
            }
        }
        for (String s : List.of("s1", "s2")) {
            ResumeTest.copy(pristine.resolve(s), tmp.resolve(s));
        }
        return tmp;
    }

    private CliRun merge() {
        return CliRun.of("merge", tmp.resolve("s1").toString(), tmp.resolve("s2").toString(), "--out",
                tmp.resolve("merged").toString());
    }

    /** Refused: exit 2, one line, with every given piece of text. */
    private static void assertRefused(CliRun merge, String... says) {
        assertThat(merge.status()).as(merge.err()).isEqualTo(2);
        assertThat(merge.err().lines().toList()).as(merge.err()).hasSize(1);
        assertThat(merge.err()).startsWith("error: ").contains(says).doesNotContain("Exception");
        assertThat(merge.out()).isEmpty();
    }

    private Path csv(String shard) {
        return tmp.resolve(shard).resolve("results.csv");
    }

    /** Rewrites a shard's results.csv row by row (rows as column-to-cell maps, in order). */
    private void editRows(String shard, Consumer<List<Map<String, String>>> edit) throws IOException {
        List<String> header;
        List<Map<String, String>> rows = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(csv(shard));
                CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
            header = p.getHeaderNames();
            for (CSVRecord rec : p) {
                rows.add(new LinkedHashMap<>(rec.toMap()));
            }
        }
        edit.accept(rows);
        try (Writer w = Files.newBufferedWriter(csv(shard));
                CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
            p.printRecord(header);
            for (Map<String, String> row : rows) {
                p.printRecord(header.stream().map(row::get).toList());
            }
        }
    }

    private void editManifest(String shard, Consumer<ObjectNode> edit) throws IOException {
        Path file = tmp.resolve(shard).resolve("manifest.json");
        ObjectMapper json = new ObjectMapper();
        ObjectNode m = (ObjectNode) json.readTree(file.toFile());
        edit.accept(m);
        json.writeValue(file.toFile(), m);
    }

    @Test
    void untouchedShardsMergeAndTheirWrongAnswersStayWrong() throws IOException {
        shards();
        CliRun merge = merge();
        assertThat(merge.status()).as(merge.err()).isEqualTo(1);
        assertThat(ResultsFile.rows(tmp.resolve("merged"))).hasSize(2 * (11 + 9))
                .filteredOn(r -> r.get("solver").equals("test-wrong")).allMatch(r -> r.get("answer_verdict").equals("WRONG"));
    }

    @Test
    void aPuzzleSwappedToFitAWrongAnswerIsRefused() throws IOException {
        shards();
        // Record 1's rows become another record's puzzle with dfs's valid solution for both solvers:
        // believed, its WRONG would read CORRECT.
        editRows("s1", rows -> {
            Map<String, String> other = rows.get(2);
            for (Map<String, String> row : rows.subList(0, 2)) {
                row.put("puzzle", other.get("puzzle"));
                row.put("solution", other.get("solution"));
                row.put("answer_verdict", "CORRECT");
                row.put("answer_reason", "a valid completion");
                row.put("judge", "AC");
                row.put("record_verdict", "AGREE");
                row.put("detail", "");
            }
        });
        assertRefused(merge(), csv("s1") + ":2: record 1 of " + input, "another puzzle than the input's record");
    }

    @Test
    void deletedRowsAreRefused() throws IOException {
        shards();
        editRows("s1", rows -> rows.subList(2, 4).clear()); // record 3 of the input, shard 1's second
        assertRefused(merge(), csv("s1") + ": no rows of record 3 of " + input, "one of shard 1/2's records");
    }

    @Test
    void aRecordOfAnotherShardIsRefused() throws IOException {
        shards();
        List<String> lines = Files.readAllLines(csv("s2"));
        Files.write(csv("s1"), lines.subList(1, 3), java.nio.file.StandardOpenOption.APPEND);
        int line = Files.readAllLines(csv("s1")).size() - 1;
        assertRefused(merge(), csv("s1") + ":" + line + ": record 2 of " + input + " is not one of shard 1/2's records");
    }

    @Test
    void aRecordNumberedPastTheInputIsRefused() throws IOException {
        shards();
        editRows("s1", rows -> rows.subList(0, 2).forEach(r -> r.put("record", "1001")));
        assertRefused(merge(), csv("s1") + ": no rows of record 1 of " + input);
    }

    @Test
    void aRecordTwiceIsRefused() throws IOException {
        shards();
        editRows("s1", rows -> rows.addAll(4, List.of(new LinkedHashMap<>(rows.get(0)), new LinkedHashMap<>(rows.get(1)))));
        assertRefused(merge(), csv("s1") + ":6: record 1 of " + input + " again (its rows are at line 2 too)");
    }

    @Test
    void aSwappedSolverNameIsRefused() throws IOException {
        shards();
        // The wrong answers blamed on dfs: the solvers' rows swapped in name.
        editRows("s1", rows -> rows.forEach(r -> r.put("solver", r.get("solver").equals("dfs") ? "test-wrong" : "dfs")));
        assertRefused(merge(), csv("s1") + ":2: solver test-wrong where the manifest has dfs");
    }

    @Test
    void negativeOrHugeTimesAreRefused() throws IOException {
        shards();
        editRows("s1", rows -> rows.get(2).put("time_ns", "-30000000000"));
        assertRefused(merge(), csv("s1") + ":4: record 3 of " + input + ": time_ns -30000000000 is not a whole number");
        shards();
        editRows("s2", rows -> rows.get(0).put("time_ns", "9000000000000000000"));
        assertRefused(merge(), csv("s2") + ":2: record 2 of " + input + ": time_ns 9000000000000000000 is not");
        shards();
        editRows("s2", rows -> rows.get(1).put("nodes", "-5"));
        assertRefused(merge(), csv("s2") + ":3: record 2 of " + input + ": nodes -5 is not a whole number");
    }

    @Test
    void aManifestsNumbersOutOfRangeAreRefused() throws IOException {
        shards();
        editManifest("s1", m -> ((ObjectNode) m.get("settings")).put("timeoutNanos", -1));
        assertRefused(merge(), tmp.resolve("s1/manifest.json") + ": timeoutNanos -1 is not a whole number from 1");
        shards();
        editManifest("s2", m -> ((ObjectNode) m.get("settings")).put("repeat", 1e12));
        assertRefused(merge(), tmp.resolve("s2/manifest.json") + ": repeat 1.0E12 is not a whole number");
        shards();
        editManifest("s2", m -> m.put("wallSeconds", "NaN"));
        assertRefused(merge(), tmp.resolve("s2/manifest.json") + ": wallSeconds");
    }

    @Test
    void anAbsurdShardCountIsRefusedAtOnce() throws IOException {
        shards();
        for (String s : List.of("s1", "s2")) {
            editManifest(s, m -> ((ObjectNode) m.get("settings")).put("shardCount", Integer.MAX_VALUE));
        }
        // The count once drove a loop over every shard number (minutes, gigabytes); the missing ones
        // are now named from the directories given, the first ten and how many more.
        assertRefused(merge(), "shards [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] and 2147483635 more of 2147483647 are missing");
    }

    @Test
    void linksAreNotFollowedNorTheirTargetsShown() throws IOException {
        shards();
        Files.delete(csv("s1"));
        Files.createSymbolicLink(csv("s1"), Path.of("/etc/passwd"));
        CliRun merge = merge();
        assertRefused(merge, csv("s1") + ": not a regular file (a link is not followed)");
        assertThat(merge.err()).doesNotContain("root");
        shards();
        Path manifest = tmp.resolve("s2/manifest.json");
        Files.move(manifest, tmp.resolve("elsewhere.json"));
        Files.createSymbolicLink(manifest, tmp.resolve("elsewhere.json"));
        assertRefused(merge(), manifest + ": not a regular file (a link is not followed)");
    }

    @Test
    void aFileThatIsNotResultsIsRefusedWithoutShowingIt() throws IOException {
        shards();
        Files.writeString(csv("s1"), "root:x:0:0:admin:/var/admin:/bin/sh\ndaemon:x:1:1\n");
        CliRun merge = merge();
        assertRefused(merge, csv("s1") + ":1: not a results.csv of this tool (no column");
        assertThat(merge.err()).doesNotContain("root:x");
    }

    @Test
    void anUnfinishedOrCutShardIsRefusedWithTheWayOn() throws IOException {
        shards();
        editManifest("s2", m -> ((ObjectNode) m.get("resume")).put("complete", false));
        assertRefused(merge(), tmp.resolve("s2") + ": shard 2/2 did not run every record (killed, or still running): "
                + "finish it first with the same compare command and --resume");
        shards();
        String text = Files.readString(csv("s1"));
        Files.writeString(csv("s1"), text.substring(0, text.length() - 7));
        assertRefused(merge(), csv("s1") + ":" + text.lines().count() + ": its last line is cut", "compare --resume");
    }

    @Test
    void anInputChangedSinceTheShardsRanIsRefused() throws IOException {
        shards();
        Path changed = tmp.resolve("hardest.txt");
        Files.copy(input, changed);
        try {
            Files.writeString(input, Files.readString(input).replace('1', '2'));
            assertRefused(merge(), input + " is not what the shards read (SHA-256 ");
        } finally {
            Files.copy(changed, input, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void aForgedProvidedSolutionOrLineIsRefused() throws IOException {
        shards();
        editRows("s1", rows -> rows.subList(0, 2).forEach(r -> r.put("line", "7")));
        assertRefused(merge(), csv("s1") + ":2: record 1 of " + input + ": the rows say line 7, the input has it at line 1");
        shards();
        editRows("s1", rows -> rows.subList(0, 2).forEach(r -> r.put("provided_solution", rows.get(0).get("solution"))));
        assertRefused(merge(), csv("s1") + ":2: record 1 of " + input + ": the rows hold another provided solution");
        shards();
        editRows("s1", rows -> rows.get(1).put("record_verdict", "AGREE"));
        assertRefused(merge(), csv("s1") + ":3: the rows of record 1 of " + input + " differ in record_verdict");
    }

    @Test
    void aForgedManifestSolverOrFormatIsRefused() throws IOException {
        shards();
        editManifest("s2", m -> ((ObjectNode) m.get("solvers").get(1)).put("name", "dfs-mrv"));
        assertRefused(merge(), csv("s2") + ":3: solver test-wrong where the manifest has dfs-mrv");
        shards();
        editManifest("s2", m -> ((ObjectNode) m.get("resume")).put("inputFormat", "kaggle"));
        assertRefused(merge(), tmp.resolve("s2") + " was run otherwise than " + tmp.resolve("s1")
                + ": input format kaggle vs auto");
    }
}
