package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Running out of memory is trouble (2), said in one line, never a stack trace read as "a wrong answer" (1). */
class OutOfMemoryIT {

    @TempDir
    Path dir;

    @Test
    void aHeapTooSmallForTheInputIsTroubleNotAFinding() throws Exception {
        // --shuffle reads every record of an input into memory: 400,000 records do not fit in 24 MiB.
        String puzzle = Files.readAllLines(Path.of(System.getProperty("datasets.dir"), "norvig-top95.txt")).get(0);
        Path big = dir.resolve("big.txt");
        try (var w = Files.newBufferedWriter(big)) {
            for (int i = 0; i < 400_000; i++) {
                w.write(puzzle);
                w.write('\n');
            }
        }
        JarProcess run = JarProcess.start(dir, List.of("-Xmx24m"), "compare", "--solvers", "dfs", "--shuffle",
                "--seed", "1", "--warmup", "0", "--no-progress", big.toString());
        int status = run.waitFor(300);
        assertThat(status).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains("error: out of memory").doesNotContain("\tat ");
    }
}
