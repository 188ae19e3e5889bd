package dev.sudokucompare.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C, SIGTERM or a hang-up mid-run: the reports are written for what was done, and no line is cut. */
class InterruptionIT {

    /** Only a hang waits this long for an event, on a machine however busy. */
    private static final long HANG_NANOS = 300_000_000_000L;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"INT, 130", "TERM, 143", "HUP, 129"})
    void aSignalStopsTheRunAndTheReportsSayHowFarItGot(String signal, int expectedStatus) throws Exception {
        Path out = dir.resolve("out");
        // dfs-bitmask needs seconds for top95: plenty of time to interrupt it part-way.
        JarProcess run = JarProcess.start(dir, List.of(), "compare", "--solvers", "dfs-bitmask,dfs", "--warmup", "0",
                "--no-progress", "--out", out.toString(), "builtin:norvig-top95", "builtin:norvig-hardest");
        Path results = out.resolve("results.csv");
        long deadline = System.nanoTime() + HANG_NANOS;
        while (dataLines(results) < 10) {
            assertThat(System.nanoTime()).as("hung: no rows appear while the run goes").isLessThan(deadline);
            Thread.sleep(50);
        }
        run.signal(signal);
        int status = run.waitFor(HANG_NANOS / 1_000_000_000L);

        assertThat(status).as(run.err()).isEqualTo(expectedStatus);
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        String interrupted = report.get("interrupted").asText();
        assertThat(interrupted).matches("interrupted \\(SIG" + signal + "\\) after \\d+ of 106 records; the rest were not run");
        long done = Long.parseLong(interrupted.split(" ")[3]);
        assertThat(done).isBetween(5L, 105L);
        List<CSVRecord> rows;
        try (Reader r = Files.newBufferedReader(results)) {
            rows = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        }
        assertThat(rows).hasSize((int) (2 * done)).allMatch(CSVRecord::isConsistent);
        Map<String, Long> perRecord = rows.stream().collect(Collectors.groupingBy(
                r -> r.get("source") + ":" + r.get("record"), Collectors.counting()));
        assertThat(perRecord.values()).allMatch(n -> n == 2);
        String markdown = HtmlRenderer.builder().build().render(Parser.builder().build()
                .parse(Files.readString(out.resolve("report.md"))));
        assertThat(markdown).contains("<strong>Interrupted:</strong> " + interrupted);
        assertThat(Files.readString(out.resolve("summary.csv"))).contains("overall");
        assertThat(run.out()).contains("INTERRUPTED: " + interrupted);
        assertThat(report.get("groups").get(0).get("records").asLong()).isEqualTo(done);
    }

    /**
     * Ctrl-C during a fuzz run: the hunt stops where it is (the outside program in flight is
     * killed), the summary says how many cases ran and that nothing was found in them, and the
     * exit status is the signal's — before, the JVM's default handler ended it with no summary.
     */
    @Test
    void aSignalStopsAFuzzRunWithASummaryOfWhatRan() throws Exception {
        Path started = dir.resolve("started");
        // A program that marks its first call, then hangs: the signal comes while a case is in flight.
        Path program = Files.writeString(dir.resolve("hang.sh"), "touch '" + started + "'\nexec sleep 600\n");
        JarProcess run = JarProcess.start(dir, List.of(), "fuzz", "--solvers", "dfs,external:sh " + program,
                "--time", "10m", "--timeout", "300s", "--no-progress", "--seed", "1");
        long deadline = System.nanoTime() + HANG_NANOS;
        while (!Files.exists(started)) {
            assertThat(System.nanoTime()).as("hung: the program is not called while the run goes").isLessThan(deadline);
            Thread.sleep(50);
        }
        run.signal("INT");
        int status = run.waitFor(HANG_NANOS / 1_000_000_000L);

        assertThat(status).as(run.err()).isEqualTo(130);
        assertThat(run.err()).contains("sudoku-compare: SIGINT: stopping");
        assertThat(run.out()).containsPattern("fuzz: \\d+ cases of 9x9")
                .containsPattern("interrupted \\(SIGINT\\) after \\d+ cases; the rest were not run")
                .contains("nothing found in the cases run").doesNotContain("\nnothing found\n");
    }

    private static long dataLines(Path csv) throws IOException {
        if (!Files.exists(csv)) {
            return 0;
        }
        try (var lines = Files.lines(csv)) {
            return Math.max(0, lines.count() - 1);
        }
    }
}
