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
 * an easy puzzle): never sixteen unmeasured calls of a solver in a row, and the summary still
 * has its mean CPU.
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
        List<Long> dfs = cpu(rows, "dfs");
        List<Long> choco = cpu(rows, "choco");
        assertThat(dfs).hasSize(400);
        assertThat(choco).hasSize(400).allMatch(c -> c >= 0, "measured");
        long measured = dfs.stream().filter(c -> c >= 0).count();
        // dfs solves these in a few microseconds: about one call in 16 is measured (each batch's
        // first call too, and any after a slow one), and never fewer.
        assertThat(measured).isBetween(400L / 16, 400L / 4);
        int run16 = 0;
        for (long c : dfs) {
            run16 = c >= 0 ? 0 : run16 + 1;
            assertThat(run16).as("unmeasured dfs calls in a row").isLessThan(16);
        }
        try (Reader r = Files.newBufferedReader(out.resolve("summary.csv"))) {
            CSVRecord overall = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)
                    .getRecords().stream().filter(s -> s.get("solver").equals("dfs")).findFirst().orElseThrow();
            assertThat(Double.parseDouble(overall.get("mean_cpu_ns"))).isPositive();
        }
    }

    private static List<Long> cpu(List<CSVRecord> rows, String solver) {
        return rows.stream().filter(r -> r.get("solver").equals(solver)).map(r -> Long.parseLong(r.get("cpu_ns")))
                .toList();
    }
}
