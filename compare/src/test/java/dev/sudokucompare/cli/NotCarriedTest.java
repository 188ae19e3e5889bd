package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A puzzle a program's format cannot carry (a 4x4 to a BOJ 2580 program) is never given to it:
 * "not run: boj2580 speaks 9x9 only", counted apart, no error of the program's and no exit 2
 * (before: RE "boj2580 speaks 9x9 grids only" on each, and exit 2). Nor are they times: its time
 * statistics and its pairs with dfs hold the ten puzzles it ran (before: twelve, the two counted
 * as unsolved at the limit, which made its max a lower bound).
 */
class NotCarriedTest {

    @TempDir
    Path tmp;

    @Test
    void aBoj2580ProgramOnTeachingIsNotChargedWithTheSmallPuzzles() throws IOException {
        Path program = Files.writeString(tmp.resolve("my2580.py"), FuzzFormatTest.BOJ2580);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("--solvers", "dfs,external:python3 " + program, "--warmup", "0", "--timeout", "2s",
                "--no-progress", "--out", out.toString(),
                "builtin:teaching");
        assertThat(run.status()).as(run.out() + run.err()).isZero();
        assertThat(run.err()).containsPattern("note: python3 my2580.py: 2 of 12 puzzles not run: "
                + "boj2580 speaks 9x9 only").doesNotContain("error: ");
        assertThat(run.out()).doesNotContain("ERROR").containsPattern("error +not run +answers")
                .containsPattern("my2580.py +\\d+ +0 +0 +\\d+ +0 +2 +10\n");
        // The time sample and the pairs hold the 10 puzzles it ran, whatever a busy machine made of them
        // (its search of the hardest may meet the 2 s limit: still a call it ran).
        JsonNode overall = new ObjectMapper().readTree(out.resolve("report.json").toFile()).path("groups").get(0);
        assertThat(overall.path("name").asText()).isEqualTo("overall");
        JsonNode mine = null;
        for (JsonNode solver : overall.path("solvers")) {
            if (solver.path("solver").asText().startsWith("external:")) {
                mine = solver;
            }
        }
        assertThat(mine).as("the program's figures").isNotNull();
        assertThat(mine.path("time").path("calls").asInt()).as("calls in its time sample").isEqualTo(10);
        try (Reader r = Files.newBufferedReader(out.resolve("summary.csv"))) {
            int rows = 0;
            for (CSVRecord row : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
                if (row.get("group").equals("overall") && row.get("solver").startsWith("external:")) {
                    rows++;
                    assertThat(row.get("pairs")).as("records paired with dfs").isEqualTo("10");
                }
            }
            assertThat(rows).isOne();
        }
    }
}
