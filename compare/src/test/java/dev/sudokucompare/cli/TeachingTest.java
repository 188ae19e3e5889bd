package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ladder on builtin:teaching, and the trace a student follows. */
class TeachingTest {

    @TempDir
    Path out;

    @Test
    void theLadderAgreesAndPropagationCutsNodes() throws IOException {
        // The last two puzzles need 3e7-7e7 row-major nodes: --limit keeps this test quick.
        // A 10-minute hang guard: every answer is expected, and dfs-scan must not meet a limit on a busy machine.
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--limit", "9", "--timeout", CliRun.HANG_GUARD,
                
                "--out", out.toString(),
                "--solvers", "dfs-scan,dfs-sets,dfs-table,dfs-bitmask,dfs-mrv,choco", "builtin:teaching");
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(9 * 6).allMatch(r -> r.get("record_verdict").equals("AGREE"));
        Map<String, Long> nodes = rows.stream().collect(Collectors.groupingBy(r -> r.get("solver"),
                Collectors.summingLong(r -> Long.parseLong(r.get("nodes")))));
        assertThat(nodes.get("dfs-scan")).as("row-major rungs make the same decisions")
                .isEqualTo(nodes.get("dfs-sets")).isEqualTo(nodes.get("dfs-table")).isEqualTo(nodes.get("dfs-bitmask"));
        assertThat(nodes.get("dfs-mrv")).isLessThan(nodes.get("dfs-bitmask") / 100);
    }

    @Test
    void traceShowsDecisionsAndBacktracksOfTheRowMajorSearch() throws IOException {
        Path puzzle = Files.writeString(out.resolve("p.txt"), "..1....4.13.....\n");
        CliRun run = CliRun.of("solve", "--solver", "dfs-bitmask", "--trace", "--trace-limit", "3", puzzle.toString());
        assertThat(run.status()).isZero();
        assertThat(run.out().lines().toList()).containsSubsequence(
                "  depth   0  r1c1    = 2",
                "  depth   1  r1c2    = 3",
                "  depth   1  r1c2    = 3  backtrack",
                "  ... 11 more events",
                "2413132441323241");
        CliRun fast = CliRun.of("solve", "--solver", "dfs", "--trace", puzzle.toString());
        assertThat(fast.status()).isEqualTo(2);
        assertThat(fast.err()).contains("--trace follows a search that reports its decisions: dfs-scan, dfs-sets, dfs-table, dfs-bitmask, dfs-mrv");
    }
}
