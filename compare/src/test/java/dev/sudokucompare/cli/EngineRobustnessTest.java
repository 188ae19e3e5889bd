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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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
        BrokenSolvers.STUCK_WORKER.set(null);
        BrokenSolvers.stuckRelease = new CountDownLatch(1);
        Path out = tmp.resolve("out");
        CliRun run;
        try {
            // The stuck call holds its worker until released below, so the run certainly abandons
            // it (after 2 x (limit + grace), then grace) and the records after it run beside it.
            // 2 s: dfs answers in microseconds, but a busy machine may hold a thread off the core for 100 ms.
            run = compare(out, "--warmup", "0", "--timeout", "2s", "--solvers", "dfs,test-stuck-escargot",
                    "builtin:norvig-hardest");
        } finally {
            BrokenSolvers.stuckRelease.countDown();
        }
        assertThat(run.status()).as("the abandoned call is an ERROR").isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(22);
        assertThat(rows).filteredOn(r -> Integer.parseInt(r.get("record")) < 6)
                .allMatch(r -> r.get("contended").equals("false"));
        // Only the solver that held the worker is blamed: dfs answers record 6 all the same, run
        // again beside the stuck call (so contended, like every record after it).
        assertThat(rows).filteredOn(r -> r.get("record").equals("6")).extracting(r -> r.get("solver") + " "
                + r.get("answer_verdict")).containsExactlyInAnyOrder("dfs CORRECT", "test-stuck-escargot ERROR");
        assertThat(rows).filteredOn(r -> Integer.parseInt(r.get("record")) >= 6)
                .allMatch(r -> r.get("contended").equals("true"), "contended while the stuck call ran");
        assertThat(run.out()).contains("Note: 6 records were measured while an abandoned call still ran");
        // Released, the stuck call returns; its worker would then (wrongly) go on with the rest of
        // its batch. The run's pool is shut down, so the worker ends once it has done all it will.
        Thread worker = BrokenSolvers.STUCK_WORKER.get();
        assertThat(worker).as("the stuck call ran").isNotNull();
        worker.join(TimeUnit.MINUTES.toMillis(5));
        assertThat(worker.isAlive()).as("hung: the released worker still runs after 5 minutes").isFalse();
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
        // Calls sleep 400, 100, 390, 200 ms: the lower middle is call 4 (200 ms) unless the load
        // stretched a sleep, so it is read from repetitions.csv, which has every call's own time
        // in call order. The time shown must be that call's exactly, not the two middles' average.
        long nanos = Long.parseLong(row.get("time_ns"));
        List<Long> calls = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(out.resolve("repetitions.csv"))) {
            for (CSVRecord call : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
                calls.add(Long.parseLong(call.get("time_ns")));
            }
        }
        assertThat(calls).hasSize(4);
        List<Long> sorted = calls.stream().sorted().toList();
        int lowerMiddle = calls.indexOf(sorted.get(1));
        assertThat(row.get("nodes")).isEqualTo(Integer.toString(lowerMiddle + 1));
        assertThat(row.get("message")).isEqualTo("call " + (lowerMiddle + 1));
        assertThat(nanos).isEqualTo(calls.get(lowerMiddle)).isNotEqualTo((sorted.get(1) + sorted.get(2)) / 2);
    }
}
