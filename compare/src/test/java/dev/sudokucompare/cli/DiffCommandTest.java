package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudokucompare.report.ConsoleLines;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff on a real run and on copies of it changed by hand (times scaled, verdicts turned worse,
 * settings, machines, notices and fingerprints altered), so what the gate must find is known
 * without trusting any clock. Every copy's manifest is made quiet (no busy notice, a low load):
 * whether the machine looked busy is the moment's, and the tests that need it say so.
 */
class DiffCommandTest {

    @TempDir
    Path tmp;

    private Path a;

    /** The three solvers beside dfs, as controls. */
    private static final String CONTROLS = "dfs-mrv,dlx,cdcl";

    @BeforeEach
    void runOnce() throws IOException {
        Path run = tmp.resolve("run");
        CliRun compare = CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-mrv,dfs,dlx,cdcl",
                "--out", run.toString(), "builtin:norvig-hardest", "builtin:two-solutions", "builtin:sudoku17-first50");
        assertThat(compare.status()).as(compare.err()).isZero();
        a = copyOf(run, "a", rows -> { }, m -> m);
    }

    @Test
    void aRunAgainstItselfChangedNothingButWithoutControlsNothingIsClaimedOnTiming() {
        // Three controls and the 25% drift allowed for cannot see a 10% change: nothing claimed, exit 3.
        CliRun diff = CliRun.of("diff", a.toString(), a.toString(), "--control", CONTROLS);
        assertThat(diff.status()).as(diff.out() + diff.err()).isEqualTo(3);
        assertThat(ConsoleLines.unwrapped(diff.out())).contains("records: 70 in A, 70 in B, 70 in both")
                .contains("with 3 controls and 70 records this diff can only detect a change above 3.")
                .contains("Correctness: no answer got worse")
                .containsPattern("\\n  dfs-mrv +70 -> 70 +0 -> 0 .* 70 +1\\.00x +1\\.00x - 1\\.00x\\n")
                .doesNotContain("Holm p    ") // the descriptive tables carry no p-value
                .containsPattern("\\n  dfs +3 +70 +1x \\[.*\\] +1x +×1 \\(×1\\.25\\) +> 3\\.\\d+x +0\\.\\d+ +0\\.\\d+ +no\\n");
        // With no drift beyond the controls' own (none: the runs are one), a 10% change is detectable.
        assertThat(CliRun.of("diff", a.toString(), a.toString(), "--control", CONTROLS, "--drift", "0").status())
                .isZero();
        // No control (nothing says any solver is the same code in both runs): no timing claim, exit 3.
        CliRun alone = CliRun.of("diff", a.toString(), a.toString());
        assertThat(alone.status()).as(alone.out()).isEqualTo(3);
        assertThat(ConsoleLines.unwrapped(alone.out())).contains("controls: none: no solver is known to be the same code in both runs; not "
                + "controls: dfs-mrv (no fingerprint in either run: a build from a dirty or unknown tree");
        assertThat(alone.out()).contains("not tested: needs at least 2 control solvers")
                .contains("timing NOT COMPARABLE, nothing claimed on it (exit 3)");
        assertThat(alone.err()).contains("not claimed (exit 3): dfs: not tested, needs at least 2 control solvers");
    }

    @Test
    void slowerBeyondTheThresholdAgainstTheControlsIsARegressionAndWithinItIsNot() throws IOException {
        // Times scaled by hand drift by nothing but what they are scaled by: --drift 0.
        Path slower = copy("slower", rows -> scale(rows, "dfs", 1.5), m -> m);
        CliRun diff = CliRun.of("diff-runs", a.toString(), slower.toString(), "--control", CONTROLS, "--drift", "0");
        assertThat(diff.status()).as(diff.out()).isEqualTo(1);
        assertThat(diff.out()).containsPattern("\\n  dfs +3 +70 +1\\.5x \\[1\\.5x, 1\\.5x\\] +1x +×1 "
                + "+> 1\\.1x +< 0\\.0001 +< 0\\.0001 +SLOWER\\n")
                .containsPattern("\\n  dlx +0 +70 .* not tested\\n").contains("\n  dlx: not tested: a control")
                .contains("\n  dfs against dfs-mrv, dlx, cdcl\n")
                .contains("REGRESSION (exit 1):\n  dfs: slower, 1.5x the time of A against its controls (beyond 10%");
        assertThat(diff.err()).contains("regression: dfs: slower");
        assertThat(CliRun.of("diff", a.toString(), slower.toString(), "--control", CONTROLS, "--drift", "0",
                "--threshold", "60%").status()).isZero();
        Path alike = copy("alike", rows -> scale(rows, "dfs", 1.05), m -> m);
        CliRun small = CliRun.of("diff", a.toString(), alike.toString(), "--control", CONTROLS, "--drift", "0");
        assertThat(small.status()).as("5% slower is within the 10% threshold: " + small.out()).isZero();
        // Faster is never a regression.
        assertThat(CliRun.of("diff", slower.toString(), a.toString(), "--control", CONTROLS, "--drift", "0").status())
                .isZero();
        // 1.5x is within the drift a solver shows between two runs of one build on a busy machine (the default):
        // three controls cannot tell it, nor any change below about 3x; nothing is claimed.
        assertThat(CliRun.of("diff", a.toString(), slower.toString(), "--control", CONTROLS).status()).isEqualTo(3);
    }

    @Test
    void aMachineThatGotSlowerMovesTheControlsAndTheirSpreadIsTheDrift() throws IOException {
        // Every solver about twice as slow in B, each by its own amount: the machine, not the code.
        Path busy = copy("busy", rows -> {
            scale(rows, "dfs-mrv", 1.8);
            scale(rows, "dlx", 2.3);
            scale(rows, "cdcl", 2.0);
            scale(rows, "dfs", 2.4);
        }, m -> busy(m));
        CliRun diff = CliRun.of("diff", a.toString(), busy.toString(), "--control", CONTROLS);
        assertThat(diff.status()).as("not slower, but too few controls to see 10%: " + diff.out()).isEqualTo(3);
        assertThat(diff.out()).containsPattern("\\n  dfs +3 +70 +1\\.19x \\[.*\\] +2\\.02x +×1\\.13 \\(×1\\.25\\) .* no\\n")
                .contains("!  B: the machine looks busy");
        // The same 2.4x with controls that moved alike is a regression where no drift is allowed for
        // beyond theirs: their spread was the whole doubt.
        Path alike = copy("alike", rows -> {
            scale(rows, "dfs-mrv", 2);
            scale(rows, "dlx", 2);
            scale(rows, "cdcl", 2);
            scale(rows, "dfs", 2.4);
        }, m -> busy(m));
        assertThat(CliRun.of("diff", a.toString(), alike.toString(), "--control", CONTROLS, "--drift", "0").status())
                .isEqualTo(1);
    }

    @Test
    void solversWithTheSameFingerprintInBothRunsAreTheControls() throws IOException {
        // dfs-mrv, dlx and cdcl are the same code in both runs, dfs is not: dfs is measured against them.
        Path a2 = copyOf(a, "a2", rows -> { }, m -> fingerprints(m, "old"));
        Path b2 = copy("b2", rows -> {
            scale(rows, "dfs", 3);
            scale(rows, "dfs-mrv", 1.3);
            scale(rows, "dlx", 1.3);
            scale(rows, "cdcl", 1.3);
        }, m -> fingerprints(busy(m), "new"));
        CliRun diff = CliRun.of("diff", a2.toString(), b2.toString(), "--drift", "0");
        assertThat(diff.status()).as(diff.out()).isEqualTo(1);
        assertThat(ConsoleLines.unwrapped(diff.out())).contains("controls: dfs-mrv, dlx, cdcl (the same code in both runs, by the manifests' "
                + "fingerprints); not controls: dfs (its code differs between the runs)")
                .containsPattern("\\n  dfs +3 +70 +2\\.3\\dx \\[2\\.3\\d*x, 2\\.3\\d*x\\] +1\\.3x .* SLOWER\\n")
                .containsPattern("\\n  dlx +0 +70 .* not tested\\n")
                .contains("\n  dlx: not tested: a control (the same code in both runs)\n");
    }

    @Test
    void anAnswerThatGotWorseIsARegressionNamedByRecordWhateverTheTimes() throws IOException {
        Path wrong = copy("wrong", rows -> {
            CSVRecord r = rows.stream().filter(x -> x.get("solver").equals("dfs-mrv")).toList().get(3);
            set(rows, r, "answer_verdict", "WRONG");
            set(rows, r, "answer_reason", "invalid solution: row 1 has two 5s");
            scale(rows, "dfs-mrv", 0.5); // and faster: times cannot buy a wrong answer back
        }, m -> m);
        CliRun diff = CliRun.of("diff", a.toString(), wrong.toString());
        assertThat(diff.status()).isEqualTo(1);
        assertThat(diff.out()).contains("Correctness: 1 answers got worse")
                .contains("  dfs-mrv: 1 records (correct 70 -> 69)")
                .contains("    builtin:norvig-hardest record 4: CORRECT -> WRONG (invalid solution: row 1 has two 5s)");
        assertThat(diff.err()).contains("regression: dfs-mrv: 1 answers got worse, first builtin:norvig-hardest record 4");
    }

    @Test
    void aQuarterOfThePuzzlesNewlyCrashingIsARegressionWithEveryRecordNamed() throws IOException {
        // The case: correct 40 -> 30 and PAR-2 up, which the old rule passed with exit 0.
        List<String> crashed = new ArrayList<>();
        Path crash = copy("crash", rows -> {
            List<CSVRecord> dfs = rows.stream().filter(x -> x.get("solver").equals("dfs")).toList();
            for (int i = 0; i < dfs.size(); i += 4) {
                set(rows, dfs.get(i), "answer_verdict", "ERROR");
                set(rows, dfs.get(i), "answer_reason", "exited with status 139");
                crashed.add(dfs.get(i).get("source") + " record " + dfs.get(i).get("record") + ": CORRECT -> ERROR");
            }
        }, m -> m);
        CliRun diff = CliRun.of("diff", a.toString(), crash.toString());
        assertThat(diff.status()).isEqualTo(1);
        assertThat(crashed).hasSize(18);
        assertThat(diff.out()).contains("  dfs: 18 records (correct 70 -> 52)");
        crashed.forEach(c -> assertThat(diff.out()).contains("    " + c + " (exited with status 139)"));
    }

    @Test
    void aSolverWithoutCorrectAnswersGetsNoSpeedRatio() throws IOException {
        Path none = copy("none", rows -> rows.stream().filter(x -> x.get("solver").equals("dfs"))
                .forEach(r -> set(rows, r, "answer_verdict", "WRONG")), m -> m);
        CliRun diff = CliRun.of("diff", a.toString(), none.toString());
        assertThat(diff.status()).isEqualTo(1);
        assertThat(diff.out()).containsPattern("\\n  dfs +70 -> 0 +0 -> 70 .* 70 +no correct answers +-\\n")
                .containsPattern("\\n  dfs +0 +0 +- +- +- +- +- +- +not tested\\n")
                .contains("\n  dfs: not tested: fewer than 6 records");
    }

    @Test
    void otherSettingsOrMachinesStopTimingClaimsAndOtherInputsAreFlagged() throws IOException {
        Path threads = copy("threads", rows -> scale(rows, "dfs", 3), m -> {
            ((ObjectNode) m.get("settings")).put("threads", 2);
            return m;
        });
        CliRun diff = CliRun.of("diff", a.toString(), threads.toString(), "--control", CONTROLS);
        assertThat(diff.status()).as("3x slower, but not comparable: nothing claimed").isEqualTo(3);
        assertThat(diff.out()).contains("!! other settings: threads 1 vs 2 (timings do not compare)")
                .contains("not tested: the runs' timings do not compare");
        Path machine = copy("machine", rows -> { }, m -> {
            ((ObjectNode) m.get("environment")).put("cpuModel", "Another CPU");
            return m;
        });
        assertThat(CliRun.of("diff", a.toString(), machine.toString()).out())
                .contains("!! other machine or JVM: CPU '");
        Path inputs = copy("inputs", rows -> { }, m -> {
            ((ObjectNode) m.get("inputs").get(0)).put("sha256", "ab".repeat(32));
            return m;
        });
        CliRun flagged = CliRun.of("diff", a.toString(), inputs.toString(), "--control", CONTROLS, "--drift", "0");
        assertThat(flagged.status()).as(flagged.out()).isZero();
        assertThat(flagged.out()).contains("!  input builtin:norvig-hardest has other contents");
    }

    @Test
    void callsStoppedByTheLimitAreTimingNotWorseAnswersAndMakeTheSpeedABound() throws IOException {
        // B's dfs-mrv hits the 10 s limit on one record: B's speed is at most what the table says, every
        // interval end included (B's call would have taken at least the limit).
        Path limited = copy("limited", rows -> {
            CSVRecord r = rows.stream().filter(x -> x.get("solver").equals("dfs-mrv")).toList().get(0);
            set(rows, r, "answer_verdict", "LIMIT");
            set(rows, r, "time_ns", "10000000000");
        }, m -> m);
        CliRun diff = CliRun.of("diff", a.toString(), limited.toString());
        assertThat(diff.status()).as("no controls: nothing claimed on timing, and a limit is timing").isEqualTo(3);
        assertThat(diff.out()).containsPattern("\\n  dfs-mrv +70 -> 69 .* 70 +≤ 1\\.00x +≤ 1\\.00x - ≤ 1\\.00x\\n")
                .contains("Correctness: no answer got worse").doesNotContain("CORRECT -> LIMIT (")
                .containsPattern("\\n  dfs-mrv +1 +0\\n");
    }

    @Test
    void whatIsNotARunIsTrouble() throws IOException {
        CliRun missing = CliRun.of("diff", a.toString(), tmp.resolve("nothing").toString());
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).contains("not an --out directory of compare").doesNotContain("Exception");
        Path scan = tmp.resolve("scan");
        CliRun.of("compare", "--no-progress", "--warmup", "0", "--solvers", "dfs-scan", "--out", scan.toString(),
                "builtin:two-solutions");
        CliRun none = CliRun.of("diff", a.toString(), scan.toString());
        assertThat(none.status()).isEqualTo(2);
        assertThat(none.err()).contains("no solver ran in both");
        assertThat(CliRun.of("diff", a.toString(), a.toString(), "--threshold", "lots").status()).isEqualTo(2);
        CliRun control = CliRun.of("diff", a.toString(), a.toString(), "--control", "choco");
        assertThat(control.status()).isEqualTo(2);
        assertThat(control.err()).contains("--control choco is not a solver both runs ran");
    }

    /** The manifest of a run on a busy machine. */
    private static ObjectNode busy(ObjectNode m) {
        ((ArrayNode) m.get("notices")).add("the machine looks busy: load average 5.0 on 2 cores; timings will be noisy");
        ((ObjectNode) m.get("environment")).put("loadAverageEnd", 5.0);
        return m;
    }

    /** The manifest with every solver's fingerprint set: the controls' "same", dfs's {@code dfs}. */
    private static ObjectNode fingerprints(ObjectNode m, String dfs) {
        // Builds of clean commits: a fingerprint that differs is code that differs. (The test's own
        // runs are from a build that has not been packaged yet: commit unknown.)
        m.put("toolCommit", "1a2b3c4");
        ObjectNode provenance = m.putObject("provenance");
        ArrayNode solvers = provenance.putArray("solvers");
        for (String control : CONTROLS.split(",")) {
            solvers.addObject().put("solver", control).put("kind", "built-in").put("fingerprint", "same");
        }
        solvers.addObject().put("solver", "dfs").put("kind", "built-in").put("fingerprint", dfs);
        return m;
    }

    private Path copy(String name, Consumer<List<CSVRecord>> rowsEdit, UnaryOperator<ObjectNode> manifestEdit)
            throws IOException {
        return copyOf(a, name, rowsEdit, manifestEdit);
    }

    /** A copy of run {@code from} with its results.csv rows and manifest.json changed (see {@link RunCopy}). */
    private Path copyOf(Path from, String name, Consumer<List<CSVRecord>> rowsEdit,
            UnaryOperator<ObjectNode> manifestEdit) throws IOException {
        return RunCopy.copy(from, tmp.resolve(name), c -> copy = c, rowsEdit, manifestEdit);
    }

    private RunCopy copy;

    private void set(List<CSVRecord> rows, CSVRecord row, String column, String value) {
        copy.set(row, column, value);
    }

    private void scale(List<CSVRecord> rows, String solver, double factor) {
        copy.scale(rows, solver, factor);
    }
}
