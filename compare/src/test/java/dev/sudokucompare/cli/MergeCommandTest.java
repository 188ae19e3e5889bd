package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.report.TimingColumns;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sharded runs merged give exactly what one run gives, timings aside. */
class MergeCommandTest {

    /** Columns that hold measurements of time (and what is derived from them). */
    private static final Set<String> TIMING = TimingColumns.NAMES;

    @TempDir
    Path tmp;

    private String[] run(String out, String... extra) throws IOException {
        Path bad = tmp.resolve("with-typos.txt");
        if (!Files.exists(bad)) {
            List<String> lines = new ArrayList<>(Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt"))));
            lines.add(3, "not a puzzle");
            lines.add(7, lines.get(0).substring(2));
            Files.write(bad, lines);
        }
        List<String> args = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress",
                "--solvers", "dfs,choco,test-wrong", "--shuffle", "--seed", "5", "--limit", "12", "--out", tmp.resolve(out).toString()));
        args.addAll(List.of(extra));
        args.addAll(List.of(bad.toString(), "builtin:two-solutions", "builtin:no-solution"));
        return args.toArray(String[]::new);
    }

    @Test
    void mergedShardsEqualTheUnshardedRun() throws IOException {
        CliRun whole = CliRun.of(run("whole"));
        assertThat(whole.status()).isEqualTo(1); // a wrong solver (which beats the malformed records' trouble)
        for (int i = 1; i <= 3; i++) {
            assertThat(CliRun.of(run("shard" + i, "--shard", i + "/3")).status()).isIn(1, 2);
        }
        CliRun merge = CliRun.of("merge", tmp.resolve("shard2").toString(), tmp.resolve("shard3").toString(),
                tmp.resolve("shard1").toString(), "--out", tmp.resolve("merged").toString());
        assertThat(merge.status()).as(merge.err()).isEqualTo(whole.status());

        // Shuffled, the single run wrote records in shuffled order; the merge writes them in input order.
        assertThat(withoutTiming(tmp.resolve("merged/results.csv")))
                .containsExactlyInAnyOrderElementsOf(withoutTiming(tmp.resolve("whole/results.csv")));
        assertThat(withoutTiming(tmp.resolve("merged/summary.csv"))).isEqualTo(withoutTiming(tmp.resolve("whole/summary.csv")));
        JsonNode a = json("whole");
        JsonNode b = json("merged");
        for (int g = 0; g < a.get("groups").size(); g++) {
            assertThat(b.get("groups").get(g).get("name")).isEqualTo(a.get("groups").get(g).get("name"));
            assertThat(b.get("groups").get(g).get("verdicts")).isEqualTo(a.get("groups").get(g).get("verdicts"));
        }
        assertThat(b.get("findings")).isEqualTo(a.get("findings"));
        assertThat(withoutTiming(tmp.resolve("whole/results.csv"))).hasSize(3 * (12 + 9 + 12));
    }

    @Test
    void missingDuplicateOrForeignShardsAreRefused() throws IOException {
        for (int i = 1; i <= 2; i++) {
            CliRun.of(run("s" + i, "--shard", i + "/2"));
        }
        CliRun.of(run("other", "--shard", "2/2", "--count-limit", "3"));
        CliRun missing = CliRun.of("merge", tmp.resolve("s1").toString(), "--out", tmp.resolve("m1").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("shards [2] of 2 are missing");
        CliRun twice = CliRun.of("merge", tmp.resolve("s1").toString(), tmp.resolve("s1").toString(), "--out",
                tmp.resolve("m2").toString());
        assertThat(twice.err()).contains("shard 1/2 is given twice");
        CliRun foreign = CliRun.of("merge", tmp.resolve("s1").toString(), tmp.resolve("other").toString(), "--out",
                tmp.resolve("m3").toString());
        assertThat(foreign.status()).isEqualTo(2);
        assertThat(foreign.err()).contains("was run with other settings");
        CliRun notADir = CliRun.of("merge", tmp.resolve("nothing-here").toString(), "--out", tmp.resolve("m4").toString());
        assertThat(notADir.err()).contains("not an --out directory of compare").doesNotContain("Exception");
    }

    private JsonNode json(String dir) throws IOException {
        return new ObjectMapper().readTree(tmp.resolve(dir).resolve("report.json").toFile());
    }

    private static List<String> withoutTiming(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            var parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r);
            List<String> kept = parser.getHeaderNames().stream().filter(h -> !TIMING.contains(h)).toList();
            List<String> rows = new ArrayList<>();
            for (CSVRecord rec : parser) {
                rows.add(kept.stream().map(h -> h + "=" + rec.get(h)).collect(Collectors.joining("|")));
            }
            return rows;
        }
    }
}
