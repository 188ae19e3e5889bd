package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whatever users feed it: every record accounted for, a clear message, exit 2, never a stack trace. */
class HostileInputTest {

    private static final String GOOD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    Path tmp;

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(tmp.resolve(name), bytes);
    }

    private Path write(String name, String text) throws IOException {
        return write(name, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void everyKindOfBadInputIsReportedAndTheRunGoesOn() throws IOException {
        byte[] noise = new byte[4000];
        new Random(7).nextBytes(noise);
        Path binary = write("noise.bin", noise);
        Path longLine = write("long.txt", "1".repeat(3_000_000) + "\n" + GOOD + "\n");
        Path mixed = write("mixed.txt", GOOD + "\r\n" + GOOD.substring(3) + "\r\n" + "..1....4.13....." + "\r\n"
                + GOOD.replace('8', 'A') + "\r\n" + "\uFEFF" + GOOD + "\r\n");
        Path bom = write("bom.txt", "\uFEFF" + GOOD + "\n");
        Path empty = write("empty.txt", "");
        Path ragged = write("ragged.csv", "quizzes,solutions\n" + GOOD.replace('.', '0') + "\n1,2,3\n");
        Path noColumn = write("nocolumn.csv", "a,b\n1,2\n");
        Path directory = Files.createDirectory(tmp.resolve("a-directory"));
        Path underAFile = bom.resolve("cannot-exist.txt");
        Path missing = tmp.resolve("missing.txt");
        Path out = tmp.resolve("out");

        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,choco", "--out", out.toString(),
                binary.toString(), longLine.toString(), mixed.toString(), bom.toString(), empty.toString(),
                ragged.toString(), noColumn.toString(), directory.toString(), underAFile.toString(), missing.toString());

        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out() + run.err()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(run.out()).contains("input failed: " + empty + ": holds no puzzles")
                .contains("input failed: " + noColumn + ":1: no puzzle column")
                .contains("input failed: " + directory + ": is a directory")
                .contains("input failed: " + missing + ": no such file")
                .contains("input failed: " + underAFile + ": ");
        List<CSVRecord> rows = ResultsFile.rows(out);
        // Two rows (one per solver) for every record of every readable input, malformed or not.
        long noiseLines = new String(noise, StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).count();
        assertThat(rows.stream().filter(r -> r.get("source").equals(binary.toString()))).hasSizeLessThanOrEqualTo(
                (int) (2 * noiseLines)).isNotEmpty().allMatch(r -> r.get("record_verdict").equals("MALFORMED"));
        assertThat(rowsOf(rows, longLine)).hasSize(4).extracting(r -> r.get("record_verdict"))
                .containsExactly("MALFORMED", "MALFORMED", "AGREE", "AGREE");
        assertThat(rowsOf(rows, longLine).get(0).get("detail")).contains("a line longer than 65,536 characters");
        assertThat(rowsOf(rows, mixed)).hasSize(10).extracting(r -> r.get("line") + " " + r.get("record_verdict"))
                .containsExactly("1 AGREE", "1 AGREE", "2 MALFORMED", "2 MALFORMED", "3 AGREE", "3 AGREE",
                        "4 MALFORMED", "4 MALFORMED", "5 MALFORMED", "5 MALFORMED");
        assertThat(rowsOf(rows, mixed).get(6).get("detail")).isEqualTo("r1c7 holds 'A', which is not a symbol of a 9x9 grid, whose symbols are 1-9 (blank: . or 0)");
        assertThat(rowsOf(rows, bom)).hasSize(2).allMatch(r -> r.get("record_verdict").equals("AGREE"));
        assertThat(rowsOf(rows, ragged)).extracting(r -> r.get("line") + " " + r.get("record_verdict"))
                .containsExactly("2 MALFORMED", "2 MALFORMED", "3 MALFORMED", "3 MALFORMED");
    }

    private static List<CSVRecord> rowsOf(List<CSVRecord> rows, Path source) {
        return rows.stream().filter(r -> r.get("source").equals(source.toString())).toList();
    }

    @Test
    void escapeSequencesInAFileNeverReachTheTerminal() throws IOException {
        Path file = write("escape.txt", "ab\u001b[31mred\u0007\u2028x\n" + GOOD + "\n");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs", file.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.out()).contains("ab?[31mred??x").doesNotContain("\u001b").doesNotContain("\u0007")
                .doesNotContain("\u2028");
    }

    @Test
    void aSolverThatRunsOutOfMemoryCostsOnlyItsOwnAnswers() throws IOException {
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--solvers", "dfs,test-oom", "--limit", "3",
                "--out", out.toString(), "builtin:norvig-hardest");
        assertThat(run.status()).as("the solver's errors are trouble").isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(6).allMatch(r -> r.get("record_verdict").equals("INCONCLUSIVE"));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("test-oom"))
                .allMatch(r -> r.get("status").equals("ERROR") && r.get("message").contains("OutOfMemoryError"));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).allMatch(r -> r.get("status").equals("SOLVED"));
    }

    @Test
    void anInternalErrorShowsItsStackTraceOnlyWithDebug() {
        CliRun plain = CliRun.of("compare", "--solvers", "test-provider-bug", "builtin:two-solutions");
        assertThat(plain.status()).isEqualTo(2);
        assertThat(plain.err()).contains("error: a bug in a solver provider").doesNotContain("\tat ");
        CliRun debug = CliRun.of("compare", "--debug", "--solvers", "test-provider-bug", "builtin:two-solutions");
        assertThat(debug.status()).isEqualTo(2);
        assertThat(debug.err()).contains("IllegalStateException: a bug in a solver provider").contains("\tat ");
    }
}
