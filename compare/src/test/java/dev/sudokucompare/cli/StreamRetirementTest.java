package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.solvers.external.HostilePrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code stream:} program that breaks the protocol on every puzzle is given up after three
 * protocol errors in a row, not started afresh for each of its puzzles: its remaining records are
 * each an ERROR (RE), "not run: retired …", never dropped and never correct, and the run goes on
 * with the other solvers. A program that runs out of time is slow, not broken: never retired.
 * Each program records the pid of every process started, so the starts are counted, not timed.
 */
class StreamRetirementTest {

    private static final String RECORD_PID = """
            import os, sys, time
            with open(sys.argv[1], 'a') as f:
                f.write('%d\\n' % os.getpid())
            """;

    /**
     * Answers before it reads each puzzle, with a line of 1s twice in one write: seen before its
     * puzzle is written, or (should it come later, on a busy machine) as an answer with a line
     * more; a protocol error either way.
     */
    private static final String ANSWERS_BEFORE_READING = RECORD_PID + """
            while True:
                sys.stdout.write(('1' * 81 + '\\n') * 2)
                sys.stdout.flush()
                if not sys.stdin.readline():
                    break
            """;

    /** Reads each puzzle and never answers it. */
    private static final String NEVER_ANSWERS = RECORD_PID + """
            for line in sys.stdin:
                time.sleep(600)
            """;

    @TempDir
    Path tmp;

    private record Run(CliRun cli, List<CSVRecord> program, List<CSVRecord> dfs) {
    }

    private Run compare(String source, int puzzles, String... more) throws IOException {
        Path input = Files.write(tmp.resolve("puzzles.txt"), Datasets.lines("kaggle-10000.txt", puzzles));
        String program = "stream:" + HostilePrograms.write(tmp, "p.py", source) + " " + tmp.resolve("pids");
        Path out = tmp.resolve("out");
        List<String> args = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--out", out.toString(),
                "--solvers", "dfs," + program));
        args.addAll(List.of(more));
        args.add(input.toString());
        CliRun cli = CliRun.of(args.toArray(String[]::new));
        List<CSVRecord> rows = ResultsFile.rows(out);
        return new Run(cli, rows.stream().filter(r -> r.get("solver").startsWith("stream:")).toList(),
                rows.stream().filter(r -> r.get("solver").equals("dfs")).toList());
    }

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS) // a hang guard: before, 40 starts of python
    void aProgramThatAnswersBeforeReadingIsRetiredAfterThreeProtocolErrorsInARow() throws Exception {
        Run run = compare(ANSWERS_BEFORE_READING, 40, "--timeout", "60s");
        assertThat(run.cli().status()).as("a solver ERROR is trouble, and none of its answers was wrong: "
                + run.cli().err()).isEqualTo(2);
        assertThat(run.dfs()).hasSize(40).allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
        assertThat(run.program()).as("every record accounted for").hasSize(40)
                .allMatch(r -> r.get("answer_verdict").equals("ERROR") && r.get("judge").equals("RE"));
        List<CSVRecord> errors = run.program().subList(0, 3);
        assertThat(errors).allMatch(r -> r.get("message").startsWith("protocol error: printed ")
                && r.get("message").contains("'111111"));
        assertThat(errors.subList(0, 2)).allMatch(r -> r.get("message").endsWith("started again for the next puzzle"));
        assertThat(errors.get(2).get("message"))
                .endsWith("; killed; retired after 3 protocol errors in a row: its remaining puzzles are not run");
        assertThat(run.program().subList(3, 40)).allMatch(r -> r.get("message")
                .startsWith("not run: retired after 3 protocol errors in a row (the last: protocol error: printed"));
        assertThat(HostilePrograms.pids(tmp.resolve("pids"))).as("started three times, then retired").hasSize(3);
        assertThat(run.cli().err()).contains("retired after 3 protocol errors in a row");
        HostilePrograms.assertAllEnded(tmp.resolve("pids"), 30);
    }

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void aProgramThatRunsOutOfTimeIsNeverRetired() throws Exception {
        // The time limit is the point here: the program never answers, however fast the machine.
        Run run = compare(NEVER_ANSWERS, 5, "--timeout", "1s");
        // A time limit is a measurement in compare (exit 0). At load 27 a fresh Python's start (3.7 s)
        // outlasted the one-second limit and its grace, and the run's watchdog abandoned the call: an
        // ERROR (exit 2) that names the watchdog. Neither is a retirement.
        assertThat(run.cli().status()).as(run.cli().err()).isIn(0, 2);
        assertThat(run.program()).hasSize(5).allMatch(r -> r.get("judge").equals("TLE")
                || r.get("message").contains("did not return within its time limit plus grace; abandoned"))
                .anyMatch(r -> r.get("judge").equals("TLE"))
                .noneMatch(r -> r.get("message").contains("retired"));
        // Started again for each puzzle: at most five starts (on a loaded machine a start may be cut by
        // the run's watchdog before the program writes its pid, so not every start need leave one).
        assertThat(HostilePrograms.pids(tmp.resolve("pids")).size()).as("started again for each puzzle").isBetween(0, 5);
        assertThat(run.cli().err()).doesNotContain("retired");
    }
}
