package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.testsolvers.BrokenSolvers;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine's promises when solvers misbehave: no sticky cancellation, no stray work, no hang. */
class EngineRobustnessTest {

    @TempDir
    Path tmp;

    private CliRun compare(Path out, String... args) {
        String[] all = new String[args.length + 5];
        all[0] = "compare";
        all[1] = "--no-progress";
        all[2] = "--out";
        all[3] = out.toString();
        all[4] = "--seed=1";
        System.arraycopy(args, 0, all, 5, args.length);
        return CliRun.of(all);
    }

    @Test
    void aCancelledCallDoesNotCancelTheNextRecordsOfItsBatch() throws IOException {
        Path input = Files.write(tmp.resolve("sixty.txt"), Datasets.lines("norvig-top95.txt", 60));
        Path out = tmp.resolve("out");
        CliRun run = compare(out, "--warmup", "0", "--timeout", "100ms", "--solvers", "test-late-cancel",
                input.toString());
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(60);
        assertThat(rows.get(9).get("status")).isEqualTo("LIMIT");
        assertThat(rows.get(9).get("message")).isEqualTo("cancelled late");
        // Before the fix, records 11-14 came back "cancelled before it began".
        assertThat(rows.subList(10, 60)).allMatch(r -> r.get("status").equals("SOLVED"), "SOLVED")
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"), "CORRECT");
        assertThat(run.status()).isZero();
    }

    @Test
    void anAbandonedBatchRunsNoFurtherRecordAndWhatRunsBesideItIsFlagged() throws Exception {
        BrokenSolvers.STUCK_CALLS.clear();
        Path out = tmp.resolve("out");
        CliRun run = compare(out, "--warmup", "0", "--timeout", "100ms", "--solvers", "dfs,test-stuck-8s-escargot",
                "builtin:norvig-hardest");
        assertThat(run.status()).as("the abandoned call is an ERROR").isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(22);
        assertThat(rows).filteredOn(r -> Integer.parseInt(r.get("record")) < 6)
                .allMatch(r -> r.get("contended").equals("false"));
        // Only the solver that held the worker is blamed: dfs answers record 6 all the same, run
        // again beside the stuck call (so contended, like every record after it).
        assertThat(rows).filteredOn(r -> r.get("record").equals("6")).extracting(r -> r.get("solver") + " "
                + r.get("answer_verdict")).containsExactlyInAnyOrder("dfs CORRECT", "test-stuck-8s-escargot ERROR");
        assertThat(rows).filteredOn(r -> Integer.parseInt(r.get("record")) >= 6)
                .allMatch(r -> r.get("contended").equals("true"), "contended while the stuck call ran");
        assertThat(run.out()).contains("Note: 6 records were measured while an abandoned call still ran");
        // The stuck call is abandoned after 6.2 s (2 x (limit + grace), then grace) and returns after
        // 8 s: give its worker time to (wrongly) go on with the rest of its batch.
        Thread.sleep(3500);
        List<String> hardest = Datasets.lines("norvig-hardest.txt");
        for (String line : hardest) {
            assertThat(BrokenSolvers.STUCK_CALLS.get(Grid.parse(line).toString())).as("calls on " + line).isEqualTo(1);
        }
    }

    @Test
    void aSolverThatHangsInWarmUpIsReportedNotWaitedFor() throws IOException {
        Path out = tmp.resolve("out");
        // test-hang never returns: the run ends only because warm-up and call leave it behind.
        CliRun run = compare(out, "--warmup", "300ms", "--timeout", "100ms", "--limit", "1", "--solvers", "dfs,test-hang",
                "builtin:norvig-hardest");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("Note: warm-up: test-hang did not return within its time limit plus grace on "
                + "builtin:norvig-hardest:1; left running");
        assertThat(run.err()).contains("warning: warm-up: test-hang did not return");
    }

    @Test
    void withAnEvenRepeatTheTimeIsTheLowerMiddleCallsOwnNotAnAverage() throws IOException {
        BrokenSolvers.SLEEPY_CALLS.set(0);
        Path out = tmp.resolve("out");
        CliRun run = compare(out, "--warmup", "0", "--repeat", "4", "--limit", "1", "--solvers", "test-sleepy",
                "builtin:norvig-hardest");
        assertThat(run.status()).as(run.err()).isZero();
        CSVRecord row = ResultsFile.rows(out).get(0);
        // Calls sleep 400, 100, 390, 200 ms: the lower middle is call 4 (200 ms); the two middle
        // ones average 295 ms, which is no call's time. repetitions.csv has every call's own time:
        // the one shown is call 4's exactly, whatever the machine's load made of the sleeps.
        assertThat(row.get("nodes")).isEqualTo("4");
        assertThat(row.get("message")).isEqualTo("call 4");
        long nanos = Long.parseLong(row.get("time_ns"));
        List<Long> calls = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(out.resolve("repetitions.csv"))) {
            for (CSVRecord call : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
                calls.add(Long.parseLong(call.get("time_ns")));
            }
        }
        assertThat(calls).hasSize(4);
        assertThat(nanos).isEqualTo(calls.get(3));
        List<Long> sorted = calls.stream().sorted().toList();
        assertThat(nanos).isEqualTo(sorted.get(1)).isNotEqualTo((sorted.get(1) + sorted.get(2)) / 2);
    }
}
