package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sudokucompare.stats.Holm;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Holm's adjustment counts distinct tests only: in a run of one input the input's group is the
 * overall group (the same records, the same tests), and counting it again doubled every Holm p.
 */
class SingleInputHolmTest {

    @TempDir
    Path tmp;

    @Test
    void aOneInputRunAdjustsOverTheOverallGroupOnly() throws IOException {
        Path out = tmp.resolve("run");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-mrv,dfs,dlx,cdcl",
                "--out", out.toString(), "builtin:sudoku17-first50");
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> rows;
        try (Reader in = Files.newBufferedReader(out.resolve("summary.csv"));
                CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            rows = p.getRecords().stream().filter(r -> !r.get("wilcoxon_p").isEmpty()).toList();
        }
        List<CSVRecord> overall = rows.stream().filter(r -> r.get("group").equals("overall")).toList();
        List<CSVRecord> input = rows.stream().filter(r -> !r.get("group").equals("overall")).toList();
        assertThat(overall).hasSize(3);
        assertThat(input).hasSize(3);
        for (String column : List.of("wilcoxon_p", "rmst_diff_p", "mcnemar_p")) {
            double[] p = overall.stream().mapToDouble(r -> Double.parseDouble(r.get(column))).toArray();
            double[] holm = Holm.adjust(p);
            for (int i = 0; i < 3; i++) {
                double expected = holm[i];
                assertThat(Double.parseDouble(overall.get(i).get(column + "_holm"))).as(column)
                        .isCloseTo(expected, within(1e-12 + expected * 1e-5)); // six digits printed
                assertThat(input.get(i).get(column + "_holm")).isEqualTo(overall.get(i).get(column + "_holm"));
            }
        }
    }
}
