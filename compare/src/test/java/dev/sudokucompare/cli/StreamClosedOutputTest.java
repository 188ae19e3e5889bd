package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.process.Cgroups;
import dev.sudokucompare.solvers.external.HostilePrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A {@code stream:} program that closes its stdout and keeps running is an error at once on each
 * puzzle it cannot answer, not a time limit: in control groups and where only /proc is followed
 * ({@code -Dsudokucompare.cgroups=off}), whether it closes before its first puzzle (while it starts
 * up) or after answering one. The time limit is a 10-minute hang guard, so a time limit taken
 * instead would change the verdict, not the clock (a 60 s one was met at load 208, before the
 * program had run at all).
 */
class StreamClosedOutputTest {

    /** Records its pid (argv[1]), answers from a solutions file (argv[2], argv[3]) until puzzle CLOSE_AT, then closes stdout. */
    private static final String CLOSES = """
            import os, sys, time
            with open(sys.argv[1], 'a') as f:
                f.write('%d\\n' % os.getpid())
            solutions = dict(zip((l.strip() for l in open(sys.argv[2])), (l.strip() for l in open(sys.argv[3]))))
            if CLOSE_AT == 0:
                os.close(1)  # while it starts up, before any puzzle
                time.sleep(600)
            for n, line in enumerate(sys.stdin, 1):
                if n == CLOSE_AT:
                    os.close(1)
                    time.sleep(600)
                print(solutions.get(line.strip(), ''), flush=True)
            """;

    @TempDir
    Path tmp;

    @AfterEach
    void groupsAgain() {
        System.clearProperty(Cgroups.SWITCH);
    }

    private List<CSVRecord> compare(String cgroups, int closeAt, int puzzles) throws IOException {
        System.setProperty(Cgroups.SWITCH, cgroups);
        Path input = Files.write(tmp.resolve("puzzles.txt"), Datasets.lines("kaggle-10000.txt", puzzles));
        Path solutions = Files.write(tmp.resolve("solutions.txt"), Datasets.lines("kaggle-10000.solutions.txt", puzzles));
        String program = "stream:" + HostilePrograms.write(tmp, "closes.py", CLOSES.replace("CLOSE_AT", "" + closeAt))
                + " " + tmp.resolve("pids") + " " + input + " " + solutions;
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--timeout", CliRun.HANG_GUARD,
                "--out", out.toString(),
                "--solvers", "dfs," + program, input.toString());
        assertThat(run.status()).as("a solver ERROR is trouble: " + run.err()).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).hasSize(puzzles)
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
        return rows.stream().filter(r -> r.get("solver").startsWith("stream:")).toList();
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    @Timeout(value = 1800, unit = TimeUnit.SECONDS) // a hang guard, far above the run's few seconds
    void closedBeforeItsFirstPuzzleIsAnErrorOnEachPuzzle(String cgroups) throws Exception {
        List<CSVRecord> rows = compare(cgroups, 0, 3);
        // Before, the pipe it prints on was looked up once it had started up, by when it had closed
        // it: the check never ran, and each puzzle waited out the time limit (LIMIT, TLE).
        assertThat(rows).hasSize(3).allSatisfy(r -> {
            assertThat(r.get("judge")).isEqualTo("RE");
            assertThat(r.get("message")).startsWith("closed its output while still running");
        });
        HostilePrograms.assertAllEnded(tmp.resolve("pids"), 30);
    }

    @ParameterizedTest(name = "cgroups {0}")
    @ValueSource(strings = {"on", "off"})
    @Timeout(value = 1800, unit = TimeUnit.SECONDS)
    void closedAfterAnsweringIsAnErrorOnThePuzzleItCannotAnswer(String cgroups) throws Exception {
        List<CSVRecord> rows = compare(cgroups, 2, 4);
        // Each fresh process answers one puzzle, then closes its output on the next.
        assertThat(rows).extracting(r -> r.get("judge")).containsExactly("AC", "RE", "AC", "RE");
        assertThat(rows).filteredOn(r -> r.get("judge").equals("RE"))
                .allMatch(r -> r.get("message").startsWith("closed its output while still running"));
        HostilePrograms.assertAllEnded(tmp.resolve("pids"), 30);
    }
}
