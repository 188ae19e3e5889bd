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
 * An in-process call's CPU time is read around every call of a slow solver, and around a
 * systematic sample of a fast one's (the thread CPU clock is a system call that costs as much as
 * an easy puzzle): a call goes unmeasured only while its solver's calls since the last read took
 * under 100 µs in all and the one before it under 50 µs, and the summary still has its mean CPU.
 */
class CpuSamplingTest {

    @TempDir
    Path tmp;

    @Test
    void aFastSolversCpuIsSampledAndASlowOnesIsReadEveryCall() throws IOException {
        Path input = Files.write(tmp.resolve("kaggle.txt"), Datasets.lines("kaggle-10000.txt", 400));
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "200", "--out", out.toString(), "--solvers",
                "dfs,choco", input.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> rows = ResultsFile.rows(out);
        List<Long> dfs = column(rows, "dfs", "cpu_ns");
        List<Long> choco = column(rows, "choco", "cpu_ns");
        assertThat(dfs).hasSize(400);
        assertThat(choco).hasSize(400).allMatch(c -> c >= 0, "measured");
        long measured = dfs.stream().filter(c -> c >= 0).count();
        List<Long> dfsTimes = column(rows, "dfs", "time_ns");
        // How many are measured depends on how fast the machine runs dfs (a few in a hundred when
        // idle, all when every call is slow): the rule is checked call by call instead, both ways
        // (read for a reason, skipped for a reason), so a solver that reads every call, or skips
        // one it should read, still fails.
        assertThat(measured).isPositive();
        assertThat(dfs.get(0)).as("a solver's first call").isNotNegative();
        long sinceRead = 0;
        for (int i = 0; i < dfs.size(); i++) {
            if (dfs.get(i) >= 0) {
                if (i > 0) {
                    // Read for a reason: the 100 µs since the last read are up, or a slow call came before.
                    assertThat(sinceRead >= 100_000 || dfsTimes.get(i - 1) >= 50_000)
                            .as("measured call " + i + " after " + sinceRead + " ns since the last read").isTrue();
                }
                sinceRead = dfsTimes.get(i);
                continue;
            }
            assertThat(sinceRead).as("dfs time since the last read, before unmeasured call " + i)
                    .isLessThan(100_000);
            assertThat(dfsTimes.get(i - 1)).as("the call before unmeasured call " + i).isLessThan(50_000);
            sinceRead += dfsTimes.get(i);
        }
        try (Reader r = Files.newBufferedReader(out.resolve("summary.csv"))) {
            CSVRecord overall = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)
                    .getRecords().stream().filter(s -> s.get("solver").equals("dfs")).findFirst().orElseThrow();
            assertThat(Double.parseDouble(overall.get("mean_cpu_ns"))).isPositive();
        }
    }

    /** One solver's values of a number column of results.csv, in row order. */
    private static List<Long> column(List<CSVRecord> rows, String solver, String name) {
        return rows.stream().filter(r -> r.get("solver").equals(solver)).map(r -> Long.parseLong(r.get(name)))
                .toList();
    }
}
