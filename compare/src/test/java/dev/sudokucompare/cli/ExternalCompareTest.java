package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.solvers.external.StudentPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Students' programs judged by {@code compare} and {@code solve} next to the reference solvers. */
class ExternalCompareTest {

    @TempDir
    Path tmp;

    private String program(String name, String source) throws IOException {
        Path file = tmp.resolve(name);
        Files.writeString(file, source);
        return "external:python3 " + file;
    }

    /** A few records are enough: each external call starts a Python process. */
    private List<CSVRecord> compare(String externalFormat, String solvers, String input) throws IOException {
        return compare(externalFormat, solvers, input, 6, CliRun.HANG_GUARD);
    }

    private List<CSVRecord> compare(String externalFormat, String solvers, String input, int records, String timeout)
            throws IOException {
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of("compare", "--warmup", "0", "--no-progress", "--timeout", timeout,
                "--limit", String.valueOf(records),
                "--external-format", externalFormat, "--solvers", solvers, "--force", "--out", out.toString(), input);
        assertThat(run.err()).doesNotContain("Exception");
        lastStatus = run.status();
        return ResultsFile.rows(out);
    }

    private int lastStatus;

    private static List<CSVRecord> of(List<CSVRecord> rows, String solverPrefix) {
        return rows.stream().filter(r -> r.get("solver").startsWith(solverPrefix)).toList();
    }

    @Test
    void aCorrectProgramAgreesWithDfsAndChoco() throws IOException {
        String me = program("ok.py", StudentPrograms.CORRECT_2580);
        List<CSVRecord> rows = compare("boj2580", "dfs,choco," + me, "builtin:norvig-easy50");
        assertThat(lastStatus).isZero();
        assertThat(rows).hasSize(18).allMatch(r -> r.get("record_verdict").equals("AGREE"))
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
        assertThat(of(rows, "external:")).allMatch(r -> r.get("message").contains("wall time includes process start"));
    }

    @Test
    void anInvalidAnswerIsWrong() throws IOException {
        List<CSVRecord> rows = compare("boj2580", "dfs," + program("bad.py", StudentPrograms.WRONG_2580), "builtin:norvig-easy50");
        assertThat(lastStatus).isEqualTo(1);
        assertThat(of(rows, "dfs")).allMatch(r -> r.get("record_verdict").equals("WRONG"))
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"))
                .allMatch(r -> r.get("detail").contains("bad.py WRONG: invalid solution: "));
        assertThat(of(rows, "external:")).allMatch(r -> r.get("answer_verdict").equals("WRONG"))
                .allMatch(r -> r.get("answer_reason").startsWith("invalid solution: "));
    }

    @Test
    void aValidButNotSmallestBoj2239AnswerIsWrong() throws IOException {
        List<CSVRecord> rows = compare("boj2239", "dfs," + program("max.py", StudentPrograms.LEXMAX_2239),
                "builtin:multi-solutions");
        assertThat(lastStatus).isEqualTo(1);
        assertThat(of(rows, "dfs")).allMatch(r -> r.get("record_verdict").equals("WRONG"))
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"))
                .allMatch(r -> r.get("detail").contains("max.py WRONG: not the smallest completion: dfs's valid solution "
                        + "is smaller"));
        List<CSVRecord> fine = compare("boj2239", "dfs," + program("min.py", StudentPrograms.CORRECT_2239),
                "builtin:multi-solutions");
        assertThat(lastStatus).isZero();
        assertThat(fine).allMatch(r -> r.get("record_verdict").equals("AGREE"));
    }

    @Test
    void garbageAndExtraOutputAreWrongWithTheReason() throws IOException {
        List<CSVRecord> rows = compare("boj2580", "dfs," + program("noise.py", StudentPrograms.EXTRA_OUTPUT_2580)
                + "," + program("junk.py", StudentPrograms.GARBAGE), "builtin:norvig-easy50");
        assertThat(lastStatus).isEqualTo(1);
        assertThat(of(rows, "dfs")).allMatch(r -> r.get("record_verdict").equals("WRONG"))
                .allMatch(r -> r.get("detail").contains("noise.py WRONG: output is not an answer: extra output after the answer"))
                .allMatch(r -> r.get("detail").contains("junk.py WRONG: output is not an answer: line 1 is no boj2580 row: "));
        assertThat(of(rows, "external:")).allMatch(r -> r.get("status").equals("BAD_OUTPUT"));
    }

    @Test
    void crashesAndHangsAreInconclusiveWithTheirReason() throws IOException {
        List<CSVRecord> rows = compare("boj2580", "dfs," + program("crash.py", StudentPrograms.CRASH) + ","
                + program("hang.py", "import time\nwhile True:\n    time.sleep(0.05)\n"), "builtin:two-solutions", 1, "20s");
        assertThat(lastStatus).as("a crash is a solver error: trouble").isEqualTo(2);
        assertThat(of(rows, "external:python3 " + tmp.resolve("crash.py"))).allMatch(r -> r.get("answer_verdict").equals("ERROR"));
        assertThat(of(rows, "external:python3 " + tmp.resolve("hang.py"))).allMatch(r -> r.get("answer_verdict").equals("LIMIT"));
        assertThat(of(rows, "dfs")).hasSize(1).allMatch(r -> r.get("record_verdict").equals("INCONCLUSIVE"))
                .allMatch(r -> r.get("detail").contains("exited with status 1: ") && r.get("detail").contains("RuntimeError"))
                .allMatch(r -> r.get("detail").contains("killed at the time limit"));
    }

    @Test
    void countModeWithAnExternalProgramIsAUsageError() throws IOException {
        CliRun run = CliRun.of("compare", "--mode", "count", "--solvers", "dfs," + program("ok.py", StudentPrograms.CORRECT_2580));
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("cannot count");
    }

    @Test
    void solveRunsAProgramAndReportsWhatWentWrong() throws IOException {
        CliRun ok = CliRun.of("solve", "--timeout", CliRun.HANG_GUARD,
                "--solver", program("ok.py", StudentPrograms.CORRECT_2580),
                CliRun.dataset("boj2580-sample.in"));
        assertThat(ok.status()).isZero();
        assertThat(ok.out()).isEqualTo(Files.readString(Path.of(CliRun.dataset("boj2580-sample.out"))));
        CliRun junk = CliRun.of("solve", "--timeout", CliRun.HANG_GUARD,
                "--solver", program("junk.py", StudentPrograms.GARBAGE),
                CliRun.dataset("boj2580-sample.in"));
        assertThat(junk.status()).as("a wrong answer, as compare judges it").isEqualTo(1);
        assertThat(junk.out()).isEqualTo("BAD_OUTPUT\n");
        assertThat(junk.err()).contains("boj2580-sample.in:1: WRONG (WA): output is not an answer: line 1 is no boj2580 row: ");
    }
}
