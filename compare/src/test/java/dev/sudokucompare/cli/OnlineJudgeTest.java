package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.solvers.external.JudgePrograms;
import dev.sudokucompare.solvers.external.JudgePrograms.Failure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outside programs judged as an online judge judges them, with real processes: each way a
 * submission fails gets its verdict (AC, WA, PE, TLE, MLE, RE, OLE) in the judge table, with the
 * first failing puzzle named; long-lived programs are replaced after a failure and the run says so;
 * limits hold where control groups measure and where only /proc can be sampled.
 */
class OnlineJudgeTest {

    private static final String CGROUPS = "sudokucompare.cgroups";
    /** A wall limit for calls that must answer: only a hang reaches it, not a busy machine. */

    @TempDir
    Path tmp;

    /** Three solvable puzzles, then one without a solution (answered with an empty line). */
    private Path puzzles() throws IOException {
        List<String> lines = new ArrayList<>(Datasets.lines("norvig-easy50.txt").subList(0, 3));
        lines.add(Datasets.lines("no-solution.txt").get(0));
        return Files.write(tmp.resolve("four.txt"), lines);
    }

    private String stream(Failure failure, boolean flush) throws IOException {
        Path program = Files.writeString(tmp.resolve(failure.name().toLowerCase() + flush + ".py"),
                JudgePrograms.stream(failure, flush));
        return "stream:python3 " + program + " " + tmp.resolve(failure.name().toLowerCase() + flush + ".count");
    }

    private record Judged(int status, CliRun run, Map<String, JsonNode> rows, JsonNode report, Path out) {
        JsonNode row(String solver) {
            assertThat(rows).as(run.err()).containsKey(solver);
            return rows.get(solver);
        }

        /** The run's note on a program: its start-up, and its restarts if any. */
        String note(String solver) {
            List<String> notes = new ArrayList<>();
            report.path("notices").forEach(n -> notes.add(n.asText()));
            return notes.stream().filter(n -> n.startsWith(solver + ": ")).findFirst().orElse("(no note on " + solver + ")");
        }

        long count(String solver, String verdict) {
            return row(solver).path("counts").path(verdict).asLong();
        }
    }

    private Judged compare(List<String> solvers, String... more) throws IOException {
        Path out = tmp.resolve("out" + System.nanoTime());
        List<String> args = new ArrayList<>(List.of("compare", "--warmup", "0", "--no-progress", "--out", out.toString(),
                "--solvers", String.join(",", solvers)));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(out.resolve("report.json")).as(run.err()).exists();
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        Map<String, JsonNode> rows = new LinkedHashMap<>();
        report.path("judge").forEach(r -> rows.put(r.path("solver").asText(), r));
        return new Judged(run.status(), run, rows, report, out);
    }

    @Test
    void eachWayAStreamingProgramFailsGetsItsJudgeVerdict() throws IOException {
        Map<Failure, String> programs = new LinkedHashMap<>();
        for (Failure f : List.of(Failure.NONE, Failure.WRONG, Failure.LAYOUT, Failure.BUSY, Failure.MEMORY,
                Failure.CRASH, Failure.FLOOD, Failure.SILENT_EXIT)) {
            programs.put(f, stream(f, true));
        }
        List<String> solvers = new ArrayList<>(List.of("dfs"));
        solvers.addAll(programs.values());
        // A wall limit that only a hang reaches, so that a busy machine cannot turn the CPU limit into a wall limit,
        // and CPU enough for the memory hog to reach the memory limit first even where touching
        // fresh memory is slow (a VM backs each new page on first touch).
        Judged j = compare(solvers, "--timeout", CliRun.HANG_GUARD, "--cpu-limit", "2s", "--memory-limit", "128M",
                puzzles().toString());

        assertThat(j.rows()).as("in-process solvers are not in the judge table").doesNotContainKey("dfs");
        assertThat(j.count(programs.get(Failure.NONE), "AC")).isEqualTo(4);
        Map<Failure, String> expected = Map.of(Failure.WRONG, "WA", Failure.LAYOUT, "PE", Failure.BUSY, "TLE", Failure.MEMORY, "MLE", Failure.CRASH, "RE", Failure.FLOOD, "OLE",
                Failure.SILENT_EXIT, "RE");
        expected.forEach((failure, verdict) -> {
            String solver = programs.get(failure);
            assertThat(j.count(solver, "AC")).as(failure + ": " + j.row(solver)).isEqualTo(3);
            assertThat(j.count(solver, verdict)).as(failure + ": " + j.row(solver)).isEqualTo(1);
            assertThat(j.row(solver).path("firstFailure").asText()).as(failure.name()).contains("four.txt:2: " + verdict);
        });
        assertThat(j.row(programs.get(Failure.BUSY)).path("firstFailure").asText()).contains("CPU time limit");
        assertThat(j.row(programs.get(Failure.CRASH)).path("firstFailure").asText()).contains("IndexError");
        assertThat(j.row(programs.get(Failure.LAYOUT)).path("firstFailure").asText()).contains("wrong layout");
        // The ones that had to be killed or died were started again, and the run says so.
        for (Failure f : List.of(Failure.BUSY, Failure.MEMORY, Failure.CRASH, Failure.FLOOD, Failure.SILENT_EXIT)) {
            assertThat(j.note(programs.get(f))).as(f.name()).contains("the program stopped answering 1 time")
                    .contains("started 2 times in all");
        }
        assertThat(j.note(programs.get(Failure.WRONG))).contains(": start-up ").doesNotContain("stopped answering");
        assertThat(j.status()).as("wrong answers were found").isEqualTo(1);
        assertThat(j.run().out()).contains("Judge verdicts (as an online judge gives them)");
        assertThat(Files.readString(j.out().resolve("report.md"))).contains("Judge verdicts");
        assertThat(Files.readString(j.out().resolve("report.html"))).contains("Judge verdicts");
    }

    @Test
    void aStreamingProgramsAnswersCarryItsOwnCpuTimeAndPeakMemory() throws IOException {
        String program = stream(Failure.NONE, true);
        Judged j = compare(List.of("dfs", program), "--timeout", CliRun.HANG_GUARD,
                "--cpu-limit", "5s", "--memory-limit", "256M",
                puzzles().toString());
        assertThat(j.status()).as(j.run().err()).isZero();
        List<CSVRecord> rows = ResultsFile.rows(j.out()).stream()
                .filter(r -> r.get("solver").equals(program)).toList();
        assertThat(rows).hasSize(4);
        for (CSVRecord r : rows) {
            assertThat(Long.parseLong(r.get("peak_rss_kib"))).as("a Python process is megabytes").isGreaterThan(1000);
            assertThat(r.get("judge")).isEqualTo("AC");
        }
        // Timed by its own clock: start-up (only in the answer that started it: no warm-up here)
        // plus puzzle written -> answer read.
        for (CSVRecord r : rows) {
            assertThat(Long.parseLong(r.get("time_ns")))
                    .isEqualTo(Long.parseLong(r.get("build_ns")) + Long.parseLong(r.get("search_ns")));
        }
        assertThat(Long.parseLong(rows.get(0).get("build_ns"))).as("start-up").isPositive();
        assertThat(rows.subList(1, 4)).allMatch(r -> r.get("build_ns").equals("0"));
        assertThat(j.note(program)).containsPattern(": start-up [0-9.]+ ms \\(spawned until idle");
    }

    @Test
    void limitsHoldWhereOnlyProcCanBeSampled() throws IOException {
        System.setProperty(CGROUPS, "off");
        try {
            String busy = stream(Failure.BUSY, true);
            String memory = stream(Failure.MEMORY, true);
            // CPU enough for the memory hog to reach the memory limit first (see above).
            Judged j = compare(List.of("dfs", busy, memory), "--timeout", CliRun.HANG_GUARD,
                    "--cpu-limit", "2s", "--memory-limit",
                    "128M", puzzles().toString());
            assertThat(j.count(busy, "TLE")).as(j.row(busy).toString()).isEqualTo(1);
            assertThat(j.row(busy).path("firstFailure").asText()).contains("CPU time limit");
            assertThat(j.count(memory, "MLE")).as(j.row(memory).toString()).isEqualTo(1);
            assertThat(j.count(memory, "AC")).isEqualTo(3);
        } finally {
            System.clearProperty(CGROUPS);
        }
    }

    @Test
    void eachWayAProgramRunPerPuzzleFailsGetsItsJudgeVerdict() throws IOException {
        Map<Failure, String> programs = new LinkedHashMap<>();
        Map<Failure, String> expected = new LinkedHashMap<>();
        expected.put(Failure.NONE, "AC");
        expected.put(Failure.WRONG, "WA");
        expected.put(Failure.LAYOUT, "PE");
        expected.put(Failure.BUSY, "TLE");
        expected.put(Failure.MEMORY, "MLE");
        expected.put(Failure.CRASH, "RE");
        expected.put(Failure.FLOOD, "OLE");
        for (Failure f : expected.keySet()) {
            Path p = Files.writeString(tmp.resolve("call-" + f.name().toLowerCase() + ".py"), JudgePrograms.perCall(f));
            programs.put(f, "external:python3 " + p);
        }
        List<String> solvers = Stream.concat(Stream.of("dfs"), programs.values().stream()).toList();
        // CPU enough for the memory hog to reach the memory limit first (see above).
        Judged j = compare(solvers, "--timeout", CliRun.HANG_GUARD,
                "--cpu-limit", "2s", "--memory-limit", "128M", "--format",
                "boj2239", CliRun.dataset("boj2239-sample.in"));
        expected.forEach((failure, verdict) -> assertThat(j.count(programs.get(failure), verdict))
                .as(failure + ": " + j.row(programs.get(failure))).isEqualTo(1));
        assertThat(j.row(programs.get(Failure.BUSY)).path("firstFailure").asText()).contains("CPU time limit");
    }

    @Test
    @Tag("slow")
    void aProgramPastTheWallTimeLimitIsKilledAndReplaced() throws IOException {
        String stream = stream(Failure.SLEEP, true);
        Path perCall = Files.writeString(tmp.resolve("call-sleep.py"), JudgePrograms.perCall(Failure.SLEEP));
        // The sleeping answer never comes; the others, a Python start-up included, need far less
        // than the limit even on a busy machine (at load 40 the replacement's start-up took over
        // 20 s). The limit costs its whole length twice, idle: hence the slow profile.
        Judged j = compare(List.of("dfs", stream), "--timeout", "2m", puzzles().toString());
        assertThat(j.count(stream, "TLE")).as(j.row(stream).toString()).isEqualTo(1);
        assertThat(j.count(stream, "AC")).isEqualTo(3);
        assertThat(j.row(stream).path("firstFailure").asText()).contains("four.txt:2: TLE no answer line within the time limit");
        assertThat(j.note(stream)).contains("the program stopped answering 1 time").contains("started 2 times in all");
        String call = "external:python3 " + perCall;
        Judged k = compare(List.of("dfs", call), "--timeout", "2m", "--format", "boj2239",
                CliRun.dataset("boj2239-sample.in"));
        assertThat(k.count(call, "TLE")).as(k.row(call).toString()).isEqualTo(1);
    }

    @Test
    void aProgramThatDoesNotFlushIsToldHow() throws IOException {
        // Python buffers a pipe unless PYTHONUNBUFFERED is set, as it may be where the tests run.
        String buffered = stream(Failure.NONE, false).replace("stream:python3 ", "stream:env -u PYTHONUNBUFFERED python3 ");
        // Its answer sits in the buffer: no limit is long enough, so the limit only sets what the
        // wait costs. It must not be short, though: the run's watchdog cancels a record past
        // (limit + 2 s) x 2 solvers, and this call also holds the program's start-up (awaited up to
        // 10 s before the limit starts); at load 35 a 1 s limit (a 6 s budget) lost that race and the
        // call ended "cancelled", with no advice. With 30 s the budget (64 s) is far past the call's
        // own end (10 s + 30 s + the kill). One puzzle, so the wait is paid once.
        Path one = Files.write(tmp.resolve("one.txt"), List.of(Datasets.lines("norvig-easy50.txt").get(0)));
        Judged j = compare(List.of("dfs", buffered), "--timeout", "30s", one.toString());
        assertThat(j.count(buffered, "TLE")).as(j.row(buffered).toString()).isEqualTo(1);
        assertThat(j.row(buffered).path("firstFailure").asText()).contains("flush stdout after each answer")
                .contains("python3 -u");
        // Following the advice works.
        String unbuffered = buffered.replace(" python3 ", " python3 -u ");
        Files.deleteIfExists(tmp.resolve("nonefalse.count"));
        Judged fixed = compare(List.of("dfs", unbuffered), "--timeout", CliRun.HANG_GUARD, puzzles().toString());
        assertThat(fixed.count(unbuffered, "AC")).as(fixed.row(unbuffered).toString()).isEqualTo(4);
    }

    @Test
    void theDocsStreamingExampleIsAcceptedOnEveryPuzzle() throws IOException {
        String readme = Files.readString(CliRun.datasets().getParent().resolve("docs/programs.md"));
        int at = readme.indexOf("```python\n", readme.indexOf("A complete solver in Python"));
        assertThat(at).as("docs/programs.md shows a streaming solver").isPositive();
        String code = readme.substring(at + "```python\n".length(), readme.indexOf("```", at + 10));
        Path program = Files.writeString(tmp.resolve("my_stream.py"), code);
        String solver = "stream:python3 -u " + program;
        Judged j = compare(List.of("dfs", solver), "--timeout", CliRun.HANG_GUARD, puzzles().toString());
        assertThat(j.count(solver, "AC")).as(j.row(solver).toString()).isEqualTo(4);
        assertThat(j.status()).isZero();
    }
}
