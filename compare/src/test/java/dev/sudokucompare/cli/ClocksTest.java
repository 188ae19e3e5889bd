package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CPU clock and the wall clock of an in-process call are read over one interval, so a solver
 * that runs on one thread never shows more CPU time than wall time (before, the wall time left
 * out the CPU clock's own reads and dfs showed CPU/wall 1.16-1.39 on nearly every measured call);
 * and a run that solved several records at once says so on every row of results.csv.
 */
class ClocksTest {

    /**
     * How far CPU time may pass the wall time of its interval: Linux accounts a thread's CPU time in
     * nanoseconds, but the two clocks are read one after the other, each read taking tens of ns.
     */
    static final long CLOCK_RESOLUTION_NANOS = 1_000;

    @TempDir
    Path tmp;

    @Test
    void aOneThreadSolversCpuTimeIsNeverMoreThanTheWallTimeOfItsInterval() throws IOException {
        Path input = Files.write(tmp.resolve("kaggle.txt"), Datasets.lines("kaggle-10000.txt", 600));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "200", "--out", out.toString(), "--solvers",
                "dfs,dlx,choco", input.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> rows = ResultsFile.rows(out);
        long measured = 0;
        for (CSVRecord r : rows) {
            long cpu = Long.parseLong(r.get("cpu_ns"));
            long cpuWall = Long.parseLong(r.get("cpu_wall_ns"));
            if (cpu < 0) {
                assertThat(cpuWall).as("no CPU time, no interval for it").isEqualTo(-1);
                continue;
            }
            measured++;
            assertThat(cpu).as("%s record %s: CPU %d ns over a wall interval of %d ns (the call took %s ns)",
                    r.get("solver"), r.get("record"), cpu, cpuWall, r.get("time_ns"))
                    .isLessThanOrEqualTo(cpuWall + CLOCK_RESOLUTION_NANOS);
            assertThat(cpuWall).as("the interval holds the call").isGreaterThanOrEqualTo(Long.parseLong(r.get("time_ns")));
        }
        assertThat(measured).isGreaterThan(600);
        assertThat(rows).allMatch(r -> r.get("contended").equals("false"), "one thread: not contended");
        try (Reader r = Files.newBufferedReader(out.resolve("summary.csv"))) {
            for (CSVRecord s : CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
                if (s.get("solver").equals("virtual best")) {
                    continue; // a reference made of the others' times, no calls of its own
                }
                assertThat(Double.parseDouble(s.get("cpu_per_wall"))).as("%s %s", s.get("group"), s.get("solver"))
                        .isPositive().isLessThanOrEqualTo(1.0);
            }
        }
    }

    @Test
    void everyRowOfARunOnSeveralThreadsIsContended() throws IOException {
        Path out = tmp.resolve("threads");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--threads", "2", "--out", out.toString(),
                "--solvers", "dfs,dlx", "builtin:norvig-top95");
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(190).allMatch(r -> r.get("contended").equals("true"));
        // Not an abandoned call's contention: no note says one ran.
        assertThat(run.out()).contains("[CONTENDED: 2 threads]").doesNotContain("abandoned call");
    }
}
