package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With --repeat R, repetitions.csv keeps every call: R rows per record and solver, each with its
 * own time, CPU time and answer, exactly one of them the call results.csv shows (the median-time
 * one when the answers agree), so the median of R can be checked from the file.
 */
class RepetitionsFileTest {

    @TempDir
    Path tmp;

    @Test
    void everyRepetitionIsKeptAndTheOneThatSpeaksIsTheMedian() throws IOException {
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "0", "--repeat", "3", "--out", out.toString(),
                "--solvers", "dfs,dlx", "builtin:norvig-hardest", "builtin:two-solutions");
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> results = ResultsFile.rows(out);
        List<CSVRecord> calls = repetitions(out);
        assertThat(calls).hasSize(3 * results.size());
        Map<String, List<CSVRecord>> byAnswer = calls.stream().collect(Collectors.groupingBy(RepetitionsFileTest::key));
        for (CSVRecord shown : results) {
            List<CSVRecord> reps = byAnswer.get(key(shown));
            assertThat(reps).extracting(r -> r.get("repetition")).containsExactlyInAnyOrder("1", "2", "3");
            List<CSVRecord> speaking = reps.stream().filter(r -> r.get("speaks").equals("true")).toList();
            assertThat(speaking).as(key(shown)).hasSize(1);
            CSVRecord speaks = speaking.get(0);
            assertThat(speaks.get("time_ns")).isEqualTo(shown.get("time_ns"));
            assertThat(speaks.get("cpu_ns")).isEqualTo(shown.get("cpu_ns"));
            assertThat(speaks.get("solution")).isEqualTo(shown.get("solution"));
            List<Long> times = reps.stream().map(r -> Long.parseLong(r.get("time_ns"))).sorted().toList();
            assertThat(Long.parseLong(speaks.get("time_ns"))).as("the median of three").isEqualTo(times.get(1));
            assertThat(reps).allMatch(r -> !r.get("solution").isEmpty() && r.get("checker_problem").isEmpty());
        }
    }

    @Test
    void oneCallPerRecordWritesNoRepetitionsAndForceRemovesAnOldOne() throws IOException {
        Path out = tmp.resolve("again");
        CliRun.of("compare", "--no-progress", "--warmup", "0", "--repeat", "2", "--out", out.toString(),
                "--solvers", "dfs", "builtin:two-solutions");
        assertThat(repetitions(out)).hasSize(2 * 9);
        CliRun once = CliRun.of("compare", "--no-progress", "--warmup", "0", "--force", "--out", out.toString(),
                "--solvers", "dfs", "builtin:two-solutions");
        assertThat(once.status()).as(once.err()).isZero();
        assertThat(out.resolve("repetitions.csv")).as("not this run's calls").doesNotExist();
    }

    private static String key(CSVRecord r) {
        return r.get("source") + "#" + r.get("record") + "#" + r.get("solver");
    }

    private static List<CSVRecord> repetitions(Path out) throws IOException {
        try (Reader r = Files.newBufferedReader(out.resolve("repetitions.csv"))) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
    }
}
