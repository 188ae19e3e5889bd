package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The regression gate on real runs of real programs (python3): a program that does its work ten
 * times over between the runs is caught as slower against unchanged programs of its kind whatever the
 * load of the machine, and a program that newly crashes on a quarter of the puzzles fails the gate
 * with every such record named.
 */
class DiffGateProgramsTest {

    /** A row-major backtracker over one-line puzzles, the work done REPEAT times per puzzle. */
    static final String SOLVER = """
            import sys
            def solve(p):
                g = [int(c) if c in '123456789' else 0 for c in p]
                def ok(i, v):
                    r, c = divmod(i, 9)
                    b = (r // 3) * 27 + (c // 3) * 3
                    for k in range(9):
                        if g[r * 9 + k] == v or g[k * 9 + c] == v or g[b + (k // 3) * 9 + k % 3] == v:
                            return False
                    return True
                def dfs(i):
                    while i < 81 and g[i]:
                        i += 1
                    if i == 81:
                        return True
                    for v in range(1, 10):
                        if ok(i, v):
                            g[i] = v
                            if dfs(i + 1):
                                return True
                    g[i] = 0
                    return False
                return ''.join(map(str, g)) if dfs(0) else ''
            """;

    /** Answers each line's puzzle, solving it REPEAT times: the work, not the wall time, is multiplied. */
    static String streaming(int repeat) {
        return "REPEAT = " + repeat + "\n" + SOLVER + """
                for line in sys.stdin:
                    for _ in range(REPEAT):
                        answer = solve(line.strip())
                    print(answer, flush=True)
                """;
    }

    /** One puzzle per run; with CRASH, exits 1 on the puzzles whose givens sum to a multiple of 4. */
    static String perPuzzle(boolean crash) {
        return "CRASH = " + (crash ? "True" : "False") + "\n" + SOLVER + """
                p = sys.stdin.read().split()[0]
                if CRASH and sum(int(c) for c in p if c in '123456789') % 4 == 0:
                    raise SystemExit('index out of range in row 7')
                print(solve(p))
                """;
    }

    @TempDir
    Path tmp;

    @Test
    void aProgramTenTimesSlowerIsCaughtAgainstItsControls() throws IOException {
        // Ten times, not four: a test must hold on a loaded machine (four times slower is measured in
        // BENCHMARKS.md, under load). The controls are python programs too: microsecond solvers in the
        // tool's JVM drift several-fold between two runs of one build (JIT state, load) and would
        // drown the change; programs of the program's kind drift with it.
        Path puzzles = Files.write(tmp.resolve("easy.txt"), Datasets.lines("kaggle-10000.txt", 40));
        String controls = controlPrograms();
        Path a = run("a", streaming(1), "stream:python3 ", controls, puzzles);
        Path b = run("b", streaming(10), "stream:python3 ", controls, puzzles);
        CliRun diff = CliRun.of("diff", a.toString(), b.toString(), "--control", controls);
        assertThat(diff.status()).as(diff.out()).isEqualTo(1);
        // The programs go by their short names (without the directory and family) in the table and lines.
        assertThat(diff.out()).containsPattern("\\n  python3 solver\\.py +4 +40 +\\d+(\\.\\d+)?x \\[.*SLOWER\\n")
                .containsPattern("\\n  python3 solver\\.py against (python3 control-\\d\\.py(, )?){4}\\n");
        assertThat(diff.err()).containsPattern("regression: python3 solver\\.py: slower, \\d+(\\.\\d+)?x the time of A");
        // The same program against itself passes (at an alpha that keeps this test from failing by chance).
        Path again = run("again", streaming(1), "stream:python3 ", controls, puzzles);
        // Not slower; and with four controls and the drift allowed for, too weak to rule out 10%: exit 3.
        CliRun same = CliRun.of("diff", a.toString(), again.toString(), "--control", controls, "--alpha", "0.001");
        assertThat(same.status()).as(same.out()).isEqualTo(3);
        assertThat(same.err()).contains("with 4 controls and 40 records this diff can only detect a change above ");
    }

    @Test
    void aProgramNewlyCrashingOnAQuarterOfThePuzzlesFailsWithEveryRecordNamed() throws IOException {
        // 24 puzzles: a program started per puzzle costs a python start-up each (BENCHMARKS.md has 40).
        Path puzzles = Files.write(tmp.resolve("easy.txt"), Datasets.lines("kaggle-10000.txt", 24));
        Path a = run("a", perPuzzle(false), "external:python3 ", CONTROLS, puzzles);
        Path b = run("b", perPuzzle(true), "external:python3 ", CONTROLS, puzzles);
        List<CSVRecord> crashed = ResultsFile.rows(b).stream()
                .filter(r -> r.get("solver").startsWith("external:") && r.get("answer_verdict").equals("ERROR"))
                .toList();
        assertThat(crashed).hasSizeBetween(3, 12);
        CliRun diff = CliRun.of("diff", a.toString(), b.toString(), "--control", CONTROLS);
        assertThat(diff.status()).as(diff.out()).isEqualTo(1);
        assertThat(diff.out()).contains(": " + crashed.size() + " records (correct 24 -> " + (24 - crashed.size()) + ")");
        for (CSVRecord r : crashed) {
            assertThat(diff.out()).contains(" record " + r.get("record") + ": CORRECT -> ERROR (exited with status 1");
        }
    }

    /** The control solvers, built in and unchanged between the runs. */
    static final String CONTROLS = "dfs,dfs-mrv,dlx,cdcl";

    /** Four unchanged python stream programs (the unrepeated solver under four names), as controls. */
    private String controlPrograms() throws IOException {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            Path control = Files.writeString(tmp.resolve("control-" + i + ".py"), streaming(1));
            names.add("stream:python3 " + control);
        }
        return String.join(",", names);
    }

    /** A run of the controls and the program (one-line puzzles in and out) on the puzzles. */
    private Path run(String name, String program, String prefix, String controls, Path puzzles) throws IOException {
        // The same path in every run: a diff matches solvers by name, and a program's name is its command.
        Path script = Files.writeString(tmp.resolve("solver.py"), program);
        Path out = tmp.resolve(name);
        CliRun run = CliRun.of("compare", "--no-progress", "--warmup", "20", "--timeout", CliRun.HANG_GUARD,
                "--external-format",
                "line", "--solvers", controls + "," + prefix + script, "--out", out.toString(), puzzles.toString());
        assertThat(run.status()).as(run.out() + run.err()).isIn(0, 2);
        return out;
    }
}
