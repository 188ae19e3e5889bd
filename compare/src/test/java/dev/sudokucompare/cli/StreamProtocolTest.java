package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.solvers.external.HostilePrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stream protocol holds against programs that break it, with real processes: one answer per
 * puzzle, matched to it. A second answer, an answer one puzzle late or a greeting before the first
 * puzzle is a protocol error on the puzzle it would have been taken for, never that puzzle's wrong
 * answer; a program that closes its output and keeps running is an error at once, not a time limit.
 */
class StreamProtocolTest {

    @TempDir
    Path tmp;

    /** The first {@code n} Kaggle puzzles, and the command running {@code source} on them with their solutions. */
    private String program(String name, String source, int n) throws IOException {
        Path puzzles = Files.write(tmp.resolve("puzzles.txt"), Datasets.lines("kaggle-10000.txt", n));
        Path solutions = Files.write(tmp.resolve("solutions.txt"), Datasets.lines("kaggle-10000.solutions.txt", n));
        return "stream:" + HostilePrograms.write(tmp, name, source) + " " + tmp.resolve("pids") + " " + puzzles + " "
                + solutions;
    }

    private static final String GREETING = "protocol error: printed 'ready' before it was given this puzzle";

    /** A greeting read as the first puzzle's answer ("ready" is no grid: WRONG, at its first character). */
    private static boolean greetingTakenForAnAnswer(CSVRecord row) {
        return row.get("answer_verdict").equals("WRONG") && row.get("message").contains("'r' at column 1");
    }

    private List<CSVRecord> compare(String program, String... more) throws IOException {
        Path out = tmp.resolve("out");
        List<String> args = new java.util.ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--out",
                out.toString(), "--solvers", "dfs," + program));
        args.addAll(List.of(more));
        if (!args.contains("--timeout")) {
            // Only a hang reaches it: a busy machine's slow Python start-up is not what is tested.
            args.addAll(List.of("--timeout", CliRun.HANG_GUARD));
        }
        args.add(tmp.resolve("puzzles.txt").toString());
        CliRun run = CliRun.of(args.toArray(String[]::new));
        List<CSVRecord> rows = ResultsFile.rows(out).stream().filter(r -> r.get("solver").startsWith("stream:")).toList();
        assertThat(rows).as(run.err()).isNotEmpty();
        boolean greetingJudged = rows.stream().anyMatch(r -> r.get("solver").contains("greets.py")
                && greetingTakenForAnAnswer(r));
        assertThat(run.status()).as("protocol errors are trouble, and nothing here is a wrong answer (but a late "
                + "greeting taken for one): " + run.err()).isEqualTo(greetingJudged ? 1 : 2);
        return rows;
    }

    @Test
    void aProgramThatPrintsEachAnswerTwiceHasNoStaleLineTakenAsAnAnswer() throws Exception {
        List<CSVRecord> rows = compare(program("twice.py", HostilePrograms.ANSWERS_TWICE, 16));
        assertThat(rows).hasSize(16);
        // Before, every answer from the second puzzle on was the previous puzzle's: WRONG, on the wrong puzzle.
        assertThat(rows).noneMatch(r -> r.get("answer_verdict").equals("WRONG"));
        List<CSVRecord> errors = rows.stream().filter(r -> !r.get("answer_verdict").equals("CORRECT")).toList();
        // When each second copy comes with its answer, every puzzle is a protocol error: retired after three.
        assertThat(errors).isNotEmpty().allMatch(r -> r.get("status").equals("ERROR")
                && (r.get("message").startsWith("protocol error: ")
                        || r.get("message").startsWith("not run: retired after 3 protocol errors in a row")));
        assertThat(errors).anyMatch(r -> r.get("message").contains("before it was given this puzzle")
                || r.get("message").contains("printed more after its answer"));
        HostilePrograms.assertAllEnded(tmp.resolve("pids"), 120);
    }

    @Test
    void anAnswerOnePuzzleLateIsAProtocolErrorNotAWrongAnswer() throws Exception {
        List<CSVRecord> rows = compare(program("late.py", HostilePrograms.ANSWERS_LATE, 10));
        // Each fresh process answers its first puzzle (its own answer), then the previous one's: caught, replaced.
        assertThat(rows).extracting(r -> r.get("answer_verdict")).containsExactly("CORRECT", "ERROR", "CORRECT",
                "ERROR", "CORRECT", "ERROR", "CORRECT", "ERROR", "CORRECT", "ERROR");
        assertThat(rows).filteredOn(r -> r.get("status").equals("ERROR")).allMatch(r -> r.get("message")
                .contains("answered with a grid that fits the previous puzzle, not this one"));
    }

    @Test
    void outputBeforeThePuzzleWasWrittenIsAProtocolError() throws Exception {
        List<CSVRecord> rows = compare(program("greets.py", HostilePrograms.GREETS_FIRST, 3));
        assertThat(rows).hasSize(3);
        // Its first greeting can come after the first puzzle was written (a loaded machine's slow start-up
        // outlasts the wait for it to go idle): then it cannot be told from an answer, and is judged as one.
        // Every greeting after that is seen for what it is.
        CSVRecord first = rows.get(0);
        assertThat(first.get("status").equals("ERROR") && first.get("message").startsWith(GREETING)
                || greetingTakenForAnAnswer(first)).as(first.toString()).isTrue();
        assertThat(rows.subList(1, 3)).allMatch(r -> r.get("status").equals("ERROR") && r.get("message")
                .startsWith(GREETING));
    }

    /** The hang guard is far below the time limit: a program that closed its output is not waited for. */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void aProgramThatClosesItsOutputAndKeepsRunningIsAnErrorAtOnce() throws Exception {
        List<CSVRecord> rows = compare(program("closes.py", HostilePrograms.CLOSES_OUTPUT, 3), "--timeout", "600s");
        assertThat(rows).extracting(r -> r.get("judge")).containsExactly("AC", "RE", "AC");
        assertThat(rows.get(1).get("message")).startsWith("closed its output while still running");
        HostilePrograms.assertAllEnded(tmp.resolve("pids"), 120);
    }
}
