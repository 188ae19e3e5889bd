package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A million-line input in a 512 MiB heap: it streams, results.csv grows as the run goes, and
 * the live heap stays far below the limit. Slow (about a minute): run with {@code -Pslow}.
 */
@Tag("slow")
class HugeInputIT {

    private static final int COPIES = 100;

    @TempDir
    Path dir;

    @Test
    void aMillionRecordsStreamWithFlatMemory() throws Exception {
        List<String> kaggle = Files.readAllLines(Path.of(System.getProperty("datasets.dir"), "kaggle-10000.txt"));
        Path input = dir.resolve("million.txt");
        try (BufferedWriter w = Files.newBufferedWriter(input)) {
            for (int copy = 0; copy < COPIES; copy++) {
                for (String line : kaggle) {
                    w.write(line);
                    w.write('\n');
                }
            }
        }
        long records = (long) COPIES * kaggle.size();
        Path out = dir.resolve("out");
        long t0 = System.nanoTime();
        JarProcess run = JarProcess.start(dir, List.of("-Xmx512m"), "compare", "--solvers", "dfs,dfs-mrv",
                "--no-progress", "--warmup", "2s", "--out", out.toString(), input.toString());
        List<Long> sizes = new ArrayList<>();
        Path results = out.resolve("results.csv");
        while (run.isAlive()) {
            Thread.sleep(2000);
            if (Files.exists(results)) {
                sizes.add(Files.size(results));
            }
        }
        int status = run.waitFor(10);
        double seconds = (System.nanoTime() - t0) / 1e9;

        assertThat(status).as(run.err()).isZero();
        try (var lines = Files.lines(results)) {
            assertThat(lines.count()).isEqualTo(1 + 2 * records);
        }
        assertThat(sizes.stream().distinct().count()).as("results.csv grew while the run went: " + sizes)
                .isGreaterThan(3);
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(report.get("groups").get(0).get("records").asLong()).isEqualTo(records);
        long liveHeap = report.get("environment").get("peakLiveHeapBytes").asLong();
        assertThat(liveHeap).as("live heap after collections").isPositive().isLessThan(200L << 20);
        System.out.printf("1,000,000 records, -Xmx512m: live heap peak %.1f MiB, wall %.1f s, results.csv %.0f MiB%n",
                liveHeap / 1048576.0, seconds, Files.size(results) / 1048576.0);
    }
}
