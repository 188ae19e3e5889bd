package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.report.ConsoleLines;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a diff must never pass: a wrong answer behind "only in B", a comparison of nothing, labels
 * that do not match the run; and what it must not call a correctness regression: calls a time
 * limit stopped, which are timing. Copies of one real run changed by hand ({@link RunCopy}) make
 * the expected outcome independent of any clock; the wrong program is a real python3 process.
 */
class DiffFindingsTest {

    @TempDir
    Path tmp;

    private Path run;

    private RunCopy copy;

    @BeforeEach
    void runOnce() {
        run = tmp.resolve("run");
        CliRun compare = CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-mrv,dfs,dlx,cdcl",
                "--out", run.toString(), "builtin:norvig-hardest", "builtin:two-solutions", "builtin:sudoku17-first50");
        assertThat(compare.status()).as(compare.err()).isZero();
    }

    @Test
    void aSolverOnlyInBAnsweringWrongIsAFindingNamedAndCounted() throws IOException {
        Path puzzles = Files.write(tmp.resolve("easy.txt"), Datasets.lines("kaggle-10000.txt", 40));
        // Keeps the givens and fills every blank with 1: a grid, but not a solution.
        Path wrong = Files.writeString(tmp.resolve("wrong.py"), """
                import sys
                p = sys.stdin.read().split()[0]
                print(''.join('1' if c in '.0' else c for c in p))
                """);
        Path a = tmp.resolve("a");
        Path b = tmp.resolve("b");
        CliRun runA = CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-mrv,dfs", "--out",
                a.toString(), puzzles.toString());
        assertThat(runA.status()).as(runA.err()).isZero();
        String program = "external:python3 " + wrong;
        CliRun runB = CliRun.of("compare", "--no-progress", "--warmup", "0", "--timeout", CliRun.HANG_GUARD,
                "--external-format",
                "line", "--solvers", "dfs-mrv," + program, "--out", b.toString(), puzzles.toString());
        assertThat(runB.status()).as(runB.out() + runB.err()).isEqualTo(1);
        CliRun diff = CliRun.of("diff", a.toString(), b.toString());
        assertThat(diff.status()).as(diff.out() + diff.err()).isEqualTo(1);
        assertThat(diff.out()).contains("B holds wrong answers that A did not (solvers only in B):")
                .contains("  python3 wrong.py: 40 WRONG, 0 ERROR of 40 records, first ")
                .doesNotContain("No regression");
        assertThat(diff.err()).contains("regression: B holds 40 wrong answers that A did not: python3 wrong.py");
    }

    @Test
    void nothingComparedIsExit3WithOneLineSayingWhy() throws IOException {
        // No record in common: B ran other inputs.
        Path other = tmp.resolve("other");
        assertThat(CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-mrv,dfs,dlx,cdcl",
                "--out", other.toString(), "builtin:norvig-top95").status()).isZero();
        CliRun disjoint = CliRun.of("diff", run.toString(), other.toString(), "--control", "dfs-mrv,dlx,cdcl");
        assertThat(disjoint.status()).as(disjoint.out()).isEqualTo(3);
        assertThat(disjoint.err()).contains("not claimed (exit 3): nothing compared: no record in common");
        // One record, the program 3.17x slower in B: too few records to say anything on timing.
        Path one = copy("one", (rows, c) -> rows.stream().filter(r -> !r.get("record").equals("1")
                || !r.get("source").equals("builtin:norvig-hardest")).forEach(c::drop));
        Path oneSlower = copy("one-slower", (rows, c) -> {
            rows.stream().filter(r -> !r.get("record").equals("1") || !r.get("source").equals("builtin:norvig-hardest"))
                    .forEach(c::drop);
            c.scale(rows, "dfs", 3.17);
        });
        CliRun few = CliRun.of("diff", one.toString(), oneSlower.toString(), "--control", "dfs-mrv,dlx,cdcl");
        assertThat(few.status()).as(few.out()).isEqualTo(3);
        assertThat(few.err()).contains("not claimed (exit 3): dfs: not tested, fewer than 6 records");
        // No correct answer on either side: every call stopped by the limit in both runs.
        Path limits = copy("limits", (rows, c) -> rows.forEach(r -> c.set(r, "answer_verdict", "LIMIT")));
        CliRun none = CliRun.of("diff", limits.toString(), limits.toString(), "--control", "dfs-mrv,dlx,cdcl");
        assertThat(none.status()).as(none.out()).isEqualTo(3);
        assertThat(none.err()).contains("not claimed (exit 3): nothing compared: no solver answered correctly");
    }

    @Test
    void labelsThatDoNotMatchTheRunAreRefused() throws IOException {
        // dfs and dlx swapped in B's solver column: its rows no longer follow the manifest's solvers.
        Path swapped = copy("swapped", (rows, c) -> rows.forEach(r -> {
            if (r.get("solver").equals("dfs")) {
                c.set(r, "solver", "dlx");
            } else if (r.get("solver").equals("dlx")) {
                c.set(r, "solver", "dfs");
            }
        }));
        CliRun diff = CliRun.of("diff", run.toString(), swapped.toString());
        assertThat(diff.status()).as(diff.out()).isEqualTo(2);
        assertThat(diff.err()).containsPattern("error: .*results\\.csv:\\d+: solver dfs out of the manifest's order "
                + "\\[dfs-mrv, dfs, dlx, cdcl\\]: its labels cannot be matched").doesNotContain("Exception");
    }

    @Test
    void answersWrongInBothRunsAreStillAFinding() throws IOException {
        Path wrong = copy("wrong", (rows, c) -> rows.stream().filter(r -> r.get("solver").equals("dfs")).limit(30)
                .forEach(r -> c.set(r, "answer_verdict", "WRONG")));
        Path changed = copy("changed", (rows, c) -> {
            rows.stream().filter(r -> r.get("solver").equals("dfs")).limit(30)
                    .forEach(r -> c.set(r, "answer_verdict", "WRONG"));
            c.scale(rows, "dfs", 0.5);
        });
        CliRun diff = CliRun.of("diff", wrong.toString(), changed.toString(), "--control", "dfs-mrv,dlx,cdcl");
        assertThat(diff.status()).as(diff.out()).isEqualTo(1);
        assertThat(diff.out()).contains("  dfs: 30 records WRONG in both runs (still wrong)");
        assertThat(diff.err()).contains("regression: dfs: 30 answers WRONG in both runs, first ");
    }

    @Test
    void callsTheLimitStoppedAreTimingNotCorrectnessInTenAaPairs() throws IOException {
        // The audit's A/A: the same build twice, calls flipping between CORRECT and LIMIT both ways,
        // more for dfs than for its controls. Built deterministically: B is A with the flips made.
        Path a = copy("a", (rows, c) -> { });
        long limit = 10_000_000_000L;
        int exit1 = 0;
        for (int pair = 0; pair < 10; pair++) {
            int flips = 2 + 2 * pair;
            int seed = pair;
            Path b = copy("b" + pair, (rows, c) -> {
                List<CSVRecord> dfs = rows.stream().filter(r -> r.get("solver").equals("dfs")).toList();
                IntStream.range(0, flips).forEach(i -> limit(c, dfs.get((seed + 11 * i) % dfs.size()), limit));
                for (String control : List.of("dfs-mrv", "dlx", "cdcl")) {
                    List<CSVRecord> mine = rows.stream().filter(r -> r.get("solver").equals(control)).toList();
                    limit(c, mine.get((seed * 3 + control.length()) % mine.size()), limit);
                }
            });
            // And the other way round: LIMIT in A, CORRECT in B.
            for (Path[] ab : new Path[][] {{a, b}, {b, a}}) {
                CliRun diff = CliRun.of("diff", ab[0].toString(), ab[1].toString(), "--control", "dfs-mrv,dlx,cdcl");
                assertThat(diff.status()).as(diff.out()).isNotEqualTo(2);
                assertThat(diff.out()).contains("Correctness: no answer got worse")
                        .containsPattern("\\n  dfs +" + (ab[0] == a ? flips + " +0" : "0 +" + flips) + "\\n");
                exit1 += diff.status() == 1 ? 1 : 0;
            }
        }
        assertThat(exit1).as("A/A diffs with limit flips that exit 1").isZero();
    }

    private static void limit(RunCopy c, CSVRecord row, long limitNanos) {
        c.set(row, "answer_verdict", "LIMIT");
        c.set(row, "status", "TIMEOUT");
        c.set(row, "time_ns", Long.toString(limitNanos));
    }

    @Test
    void aFourTimesSlowerProgramWithTwoControlsIsExit3NamingTheDetectableRatioAndWithSevenExit1()
            throws IOException {
        // dfs against two controls, cdcl left out of both runs (a second solver tested would halve Holm's
        // first level, and the detectable ratio with it).
        Path a = withoutCdcl("a", 1);
        Path two = withoutCdcl("two", 4);
        CliRun weak = CliRun.of("diff", a.toString(), two.toString(), "--control", "dfs-mrv,dlx");
        assertThat(weak.status()).as(weak.out()).isEqualTo(3);
        assertThat(ConsoleLines.unwrapped(weak.out())).contains("with 2 controls and 70 records this diff can only detect a change above 9x (dfs, at 80% power)")
                .contains("not the 10% asked about (--threshold)");
        assertThat(weak.err()).containsPattern("not claimed \\(exit 3\\): with 2 controls and 70 records this diff can "
                + "only detect a change above \\d+(\\.\\d+)?x \\(dfs, at 80% power\\)");
        List<String> seven = List.of("c1", "c2", "c3", "c4", "c5", "c6", "c7");
        Path a7 = RunCopy.copy(run, tmp.resolve("a7"), c -> c.cloneSolver("dfs-mrv", seven), rows -> { }, m -> m);
        Path b7 = RunCopy.copy(run, tmp.resolve("b7"), c -> {
            scaling = c;
            c.cloneSolver("dfs-mrv", seven);
        },
                rows -> scaled(rows, "dfs", 4), m -> m);
        CliRun strong = CliRun.of("diff", a7.toString(), b7.toString(), "--control", String.join(",", seven));
        assertThat(strong.status()).as(strong.out()).isEqualTo(1);
        assertThat(strong.out()).contains("with 7 controls and 70 records this diff can only detect a change above 2.");
        assertThat(strong.err()).contains("regression: dfs: slower, 4x the time of A against its controls");
    }

    /** The run without cdcl (its rows and its place in the manifest), dfs's times scaled by {@code dfs}. */
    private Path withoutCdcl(String name, double dfs) throws IOException {
        return RunCopy.copy(run, tmp.resolve(name), c -> copy = c, rows -> {
            rows.stream().filter(r -> r.get("solver").equals("cdcl")).forEach(copy::drop);
            copy.scale(rows, "dfs", dfs);
        }, m -> {
            ArrayNode solvers = (ArrayNode) m.get("solvers");
            for (int i = solvers.size() - 1; i >= 0; i--) {
                if (solvers.get(i).get("name").asText().equals("cdcl")) {
                    solvers.remove(i);
                }
            }
            return m;
        });
    }

    private RunCopy scaling;

    private void scaled(List<CSVRecord> rows, String solver, double factor) {
        scaling.scale(rows, solver, factor);
    }

    /** A copy of the run, its rows edited by {@code edit}. */
    private Path copy(String name, BiConsumer<List<CSVRecord>, RunCopy> edit) throws IOException {
        return RunCopy.copy(run, tmp.resolve(name), c -> copy = c, rows -> edit.accept(rows, copy), this::same);
    }

    private ObjectNode same(ObjectNode m) {
        return m;
    }
}
