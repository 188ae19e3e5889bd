package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudokucompare.report.FakeRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code compare} through the real main, with deliberately broken solvers from the test SPI. */
class CompareCommandTest {

    @TempDir
    Path out;

    /** Runs compare into {@code out}, replacing an earlier run's reports (--force): tests rerun on purpose. */
    private CliRun compare(String... args) {
        String[] all = new String[args.length + 6];
        all[0] = "compare";
        all[1] = "--warmup";
        all[2] = "0";
        all[3] = "--force";
        all[4] = "--out";
        all[5] = out.toString();
        System.arraycopy(args, 0, all, 6, args.length);
        return CliRun.of(all);
    }

    /**
     * Another run of the tool on the machine (a {@link FakeRun}) is warned of on standard error and
     * kept as a notice in report.json, by its pid: the scan the command starts when it is made
     * reaches the run.
     */
    @Test
    void anotherRunOfTheToolIsWarnedOfAndKeptInTheReport(@TempDir Path bin) throws Exception {
        try (FakeRun other = FakeRun.start(bin)) {
            CliRun run = compare("--solvers", "dfs", "--no-progress", "builtin:norvig-hardest");
            assertThat(run.status()).as(run.err()).isZero();
            String warning = run.err().lines().filter(l -> l.startsWith("warning: ") && l.contains("other sudoku-compare"))
                    .findFirst().orElse("");
            assertThat(warning).as(run.err()).contains(String.valueOf(other.pid()));
            JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
            assertThat(report.get("notices").toString()).contains(String.valueOf(other.pid()));
        }
    }

    @Test
    void correctSolversAgreeAndExitZero() throws IOException {
        // Every answer is expected: the limit is a hang guard (dfs-bitmask's exhaustive searches of the
        // unsolvable puzzles take seconds, and at load 15 one passed the default 10 s).
        CliRun run = compare("--solvers", "dfs,dfs-mrv,dfs-bitmask", "--timeout", CliRun.HANG_GUARD,
                "builtin:norvig-hardest",
                "builtin:no-solution");
        assertThat(run.status()).as(run.err()).isZero();
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize((11 + 14) * 3).allMatch(r -> r.get("record_verdict").equals("AGREE"))
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
        assertThat(rows).filteredOn(r -> r.get("source").equals("builtin:no-solution"))
                .allMatch(r -> r.get("answer_reason").equals("no solution, proved by the reference dfs's exhausted search"));
        assertThat(run.out()).contains("Scoreboard").contains("Records (25;").contains("Speedup against dfs")
                .contains("Per input").doesNotContain("findings");
        assertThat(run.out().indexOf("Scoreboard")).isLessThan(run.out().indexOf("Records (25;"));
    }

    @Test
    void anInvalidSolutionIsWrongWithTheCheckersReason() throws IOException {
        CliRun run = compare("--solvers", "dfs,test-wrong", "builtin:norvig-hardest");
        assertThat(run.status()).isEqualTo(1);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).allMatch(r -> r.get("record_verdict").equals("WRONG"))
                .allMatch(r -> r.get("detail").startsWith("test-wrong WRONG: invalid solution: "));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("test-wrong")).hasSize(11)
                .allMatch(r -> r.get("answer_verdict").equals("WRONG") && r.get("answer_reason").startsWith("invalid solution: "));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
        assertThat(run.out()).contains("WRONG builtin:norvig-hardest:1: test-wrong WRONG: invalid solution")
                .contains("First 5 of 11 findings (every one is in results.csv and report.html");
        assertThat(run.err()).contains("finding: test-wrong: 11 of 11 answers WRONG; first at builtin:norvig-hardest:1: invalid solution");
    }

    @Test
    void aFalseNoSolutionClaimIsWrongAgainstTheVerifiedSolution() throws IOException {
        CliRun run = compare("--solvers", "test-nosolution,dfs", "builtin:special-unique");
        assertThat(run.status()).isEqualTo(1);
        assertThat(ResultsFile.rows(out)).allMatch(r -> r.get("record_verdict").equals("WRONG"))
                .allMatch(r -> r.get("detail").contains("test-nosolution WRONG: says no solution, but dfs's solution verifies"));
    }

    @Test
    void aNonSmallestAnswerInLexminModeIsWrongWithProof() throws IOException {
        CliRun run = compare("--mode", "lexmin", "--solvers", "dfs,test-notlexmin", "builtin:multi-solutions");
        assertThat(run.status()).isEqualTo(1);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).allMatch(r -> r.get("record_verdict").equals("WRONG"))
                .allMatch(r -> r.get("detail").contains("test-notlexmin WRONG: not the smallest completion: dfs's valid "
                        + "solution is smaller (first difference at"));
        assertThat(rows).filteredOn(r -> r.get("solver").equals("dfs")).hasSize(19)
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"));
    }

    @Test
    void theSameBrokenSolverOnlyShowsSeveralSolutionsInFirstMode() throws IOException {
        CliRun run = compare("--solvers", "dfs,test-notlexmin", "builtin:multi-solutions");
        assertThat(run.status()).isZero();
        assertThat(ResultsFile.rows(out)).allMatch(r -> r.get("record_verdict").equals("AGREE_MULTIPLE"));
    }

    @Test
    void anUndercountIsWrongByTheReferenceAndWithItOffTheCountsDisagree() throws IOException {
        CliRun proved = compare("--mode", "count", "--count-limit", "1000", "--solvers", "dfs,test-undercount",
                "builtin:multi-solutions");
        assertThat(proved.status()).isEqualTo(1);
        List<CSVRecord> judged = ResultsFile.rows(out);
        assertThat(judged).allMatch(r -> r.get("record_verdict").equals("WRONG"));
        assertThat(judged).filteredOn(r -> r.get("solver").equals("test-undercount"))
                .allMatch(r -> r.get("answer_verdict").equals("WRONG"))
                .anyMatch(r -> r.get("answer_reason").equals("counts exactly 2 solutions, but the reference dfs counts exactly 3"));
        assertThat(judged).filteredOn(r -> r.get("solver").equals("dfs"))
                .allMatch(r -> r.get("answer_verdict").equals("CORRECT"));

        CliRun off = compare("--mode", "count", "--count-limit", "1000", "--solvers", "dfs,test-undercount",
                "--reference", "none", "builtin:multi-solutions");
        assertThat(off.status()).isEqualTo(1);
        // Both return the same first solution, so only the counts differ: with the reference off nothing proves which is right.
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).allMatch(r -> r.get("record_verdict").equals("DISAGREE"))
                .allMatch(r -> r.get("answer_verdict").equals("UNVERIFIED"))
                .anyMatch(r -> r.get("answer_reason").equals("counts exactly 2, but dfs counts exactly 3; nothing proves "
                        + "which is right"));
        assertThat(off.out()).contains("reference off (claims not proved)");
    }

    @Test
    void aThrowingSolverIsAnErrorForThatRecordOnly() throws IOException {
        CliRun run = compare("--solvers", "dfs,test-throws", "builtin:norvig-hardest");
        assertThat(run.status()).as("a solver error is trouble").isEqualTo(2);
        assertThat(run.out()).contains("!! test-throws failed on every record (11 of 11): builtin:norvig-hardest:1: "
                + "IllegalStateException: boom");
        assertThat(run.err()).contains("error: test-throws: 11 of 11 answers ERROR; first at builtin:norvig-hardest:1");
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).allMatch(r -> r.get("record_verdict").equals("INCONCLUSIVE"));
        assertThat(rows.stream().filter(r -> r.get("solver").equals("test-throws")))
                .allMatch(r -> r.get("status").equals("ERROR") && r.get("message").contains("boom"));
        assertThat(rows.stream().filter(r -> r.get("solver").equals("dfs"))).allMatch(r -> r.get("status").equals("SOLVED"));
    }

    @Test
    void aSolverThatIgnoresItsLimitIsAbandonedAndTheRunEnds() throws IOException {
        // test-hang never returns: the run ends only because the call is abandoned.
        CliRun run = compare("--solvers", "dfs,test-hang", "--timeout", "100ms", "--limit", "1", "builtin:norvig-hardest");
        assertThat(run.status()).isEqualTo(2);
        assertThat(ResultsFile.rows(out)).filteredOn(r -> r.get("solver").equals("test-hang")).singleElement()
                .satisfies(r -> assertThat(r.get("message")).contains("abandoned"));
    }

    @Test
    void recordsAfterAnAbandonedCallInTheSameBatchAreStillRun() throws IOException {
        CliRun run = compare("--solvers", "dfs,test-hang-escargot", "--timeout", "100ms", "builtin:norvig-hardest");
        assertThat(run.status()).as("the abandoned call is a solver ERROR").isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(22);
        assertThat(rows).filteredOn(r -> r.get("solver").equals("test-hang-escargot"))
                .extracting(r -> r.get("record") + " " + r.get("status"))
                .containsExactly("1 SOLVED", "2 SOLVED", "3 SOLVED", "4 SOLVED", "5 SOLVED", "6 ERROR", "7 SOLVED",
                        "8 SOLVED", "9 SOLVED", "10 SOLVED", "11 SOLVED");
        assertThat(rows).filteredOn(r -> r.get("record").equals("6")).allMatch(r -> r.get("record_verdict").equals("INCONCLUSIVE"));
    }

    @Test
    void malformedRecordsKeepTheirRowsAndExitTwo() throws IOException {
        Path input = out.resolve("in.txt");
        List<String> good = Files.readAllLines(Path.of(CliRun.dataset("norvig-hardest.txt")));
        Files.write(input, List.of(good.get(0), "not a puzzle", good.get(1), good.get(2).substring(1) + "X"));
        CliRun run = compare("--solvers", "dfs,dfs-mrv", input.toString());
        assertThat(run.status()).isEqualTo(2);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(8);
        assertThat(rows).filteredOn(r -> r.get("record_verdict").equals("MALFORMED")).hasSize(4)
                .allMatch(r -> r.get("status").equals("MALFORMED"))
                .anyMatch(r -> r.get("line").equals("2") && r.get("detail").startsWith("a line of 12 symbols"))
                .anyMatch(r -> r.get("line").equals("4") && r.get("detail").equals("r9c9 holds 'X', which is not a symbol of a 9x9 grid, whose symbols are 1-9 (blank: . or 0)"));
        assertThat(run.out()).contains("MALFORMED " + input + ":2");
    }

    @Test
    void kaggleCsvIsReadWithItsSolutionsAndExtraColumns() throws IOException {
        List<String> quizzes = Files.readAllLines(Path.of(CliRun.dataset("kaggle-10000.txt"))).subList(0, 3);
        List<String> solutions = Files.readAllLines(Path.of(CliRun.dataset("kaggle-10000.solutions.txt"))).subList(0, 3);
        String tampered = solutions.get(2).charAt(0) == '1' ? "2" + solutions.get(2).substring(1) : "1" + solutions.get(2).substring(1);
        Path csv = out.resolve("games.csv");
        Files.writeString(csv, "quizzes,solutions,difficulty\n"
                + quizzes.get(0).replace('.', '0') + "," + solutions.get(0) + ",easy\n"
                + quizzes.get(1).replace('.', '0') + "," + solutions.get(1) + ",easy\n"
                + quizzes.get(2).replace('.', '0') + "," + tampered + ",hard\n"
                + quizzes.get(0) + ",ragged\n");
        CliRun run = compare("--solvers", "dfs,dfs-mrv", csv.toString());
        assertThat(run.status()).as("the input's own invalid solution is a finding, which beats trouble").isEqualTo(1);
        List<CSVRecord> rows = ResultsFile.rows(out);
        assertThat(rows).hasSize(8);
        assertThat(rows.subList(0, 4)).allMatch(r -> r.get("record_verdict").equals("AGREE") && r.get("provided").equals("MATCH"))
                .allMatch(r -> r.get("extras").equals("{\"difficulty\":\"easy\"}"));
        assertThat(rows.subList(4, 6)).allMatch(r -> r.get("record_verdict").equals("WRONG") && r.get("provided").equals("MISMATCH"))
                .allMatch(r -> r.get("detail").startsWith("the input's own solution is invalid"));
        assertThat(rows.subList(6, 8)).allMatch(r -> r.get("record_verdict").equals("MALFORMED"))
                .allMatch(r -> r.get("line").equals("5") && r.get("detail").startsWith("row has 2 fields"));
    }

    @Test
    void reportsCarryStatisticsArgumentsAndEnvironment() throws IOException {
        CliRun run = compare("--solvers", "dfs-mrv,dfs", "--seed", "7", "--shuffle", "builtin:norvig-hardest",
                "builtin:two-solutions");
        assertThat(run.status()).isZero();
        JsonNode json = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        assertThat(json.path("settings").path("seed").asLong()).isEqualTo(7);
        assertThat(json.path("arguments").toString()).contains("--shuffle");
        assertThat(json.path("environment").path("cores").asInt()).isPositive();
        assertThat(json.path("environment").path("jvmVersion").asText()).isNotEmpty();
        assertThat(json.path("groups")).hasSize(3);
        assertThat(json.path("groups").get(0).path("records").asInt()).isEqualTo(20);
        assertThat(json.path("groups").get(0).path("pairs").get(0).path("pairs").asInt()).isEqualTo(20);
        // Per group, each solver and then the virtual best solver.
        assertThat(Files.readAllLines(out.resolve("summary.csv"))).hasSize(1 + 3 * (2 + 1));
        assertThat(Files.readString(out.resolve("report.md"))).contains("| dfs-mrv |")
                .contains("## Speedup against dfs-mrv");
    }

    @Test
    void shuffleWithASeedIsReproducibleAndLimitCuts() throws IOException {
        compare("--solvers", "dfs", "--shuffle", "--seed", "42", "--limit", "5", "builtin:norvig-top95");
        List<String> first = ResultsFile.rows(out).stream().map(r -> r.get("record")).toList();
        compare("--solvers", "dfs", "--shuffle", "--seed", "42", "--limit", "5", "builtin:norvig-top95");
        List<String> second = ResultsFile.rows(out).stream().map(r -> r.get("record")).toList();
        assertThat(first).hasSize(5).isEqualTo(second).isNotEqualTo(List.of("1", "2", "3", "4", "5"));
    }

    @Test
    void severalThreadsKeepInputOrderAndAreFlaggedContended() throws IOException {
        CliRun run = compare("--solvers", "dfs,dfs-mrv", "--threads", "2", "builtin:norvig-top95");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("CONTENDED");
        List<String> records = ResultsFile.rows(out).stream().filter(r -> r.get("solver").equals("dfs"))
                .map(r -> r.get("record")).toList();
        assertThat(records).hasSize(95).isSortedAccordingTo((a, b) -> Integer.compare(Integer.parseInt(a), Integer.parseInt(b)));
    }

    @Test
    void usageErrorsExitTwo() {
        assertThat(compare("--solvers", "nope").status()).isEqualTo(2);
        assertThat(compare("--baseline", "choco", "--solvers", "dfs").status()).isEqualTo(2);
        assertThat(compare("builtin:nothing").status()).isEqualTo(2);
        assertThat(compare("--format", "xml").status()).isEqualTo(2);
        CliRun missing = compare("--solvers", "dfs", "no/such.txt");
        assertThat(missing.status()).isEqualTo(2);
        // One line, and no empty report before it.
        assertThat(missing.errBesidesMachineWarnings()).isEqualTo("error: no/such.txt: no such file\n");
        assertThat(missing.out()).isEmpty();
    }
}
