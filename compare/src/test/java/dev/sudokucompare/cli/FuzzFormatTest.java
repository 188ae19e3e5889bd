package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code fuzz} feeds an outside program: the one default of every command (BOJ 2580 for
 * {@code external:} when the input names no format of theirs), and a program that crashes on the
 * first case and on the easiest one is told to try another format instead of handed a shrunk crash.
 */
class FuzzFormatTest {

    /**
     * A correct BOJ 2580 submission as students write them: nine lines of numbers separated by
     * spaces (any other layout crashes it), any completion printed, nothing for none.
     */
    static final String BOJ2580 = """
            import sys
            g = [int(x) for line in sys.stdin.read().split('\\n') if line.strip() for x in line.split()]
            assert len(g) == 81
            def ok(i, v):
                r, c = divmod(i, 9)
                for k in range(9):
                    if g[r*9+k] == v or g[k*9+c] == v: return False
                br, bc = r - r % 3, c - c % 3
                return all(g[rr*9+cc] != v for rr in range(br, br+3) for cc in range(bc, bc+3))
            def solve(i):
                while i < 81 and g[i]: i += 1
                if i == 81: return True
                for v in range(1, 10):
                    if ok(i, v):
                        g[i] = v
                        if solve(i+1): return True
                        g[i] = 0
                return False
            consistent = True
            for i in range(81):
                v = g[i]
                if v:
                    g[i] = 0
                    consistent = consistent and ok(i, v)
                    g[i] = v
            if consistent and solve(0):
                print('\\n'.join(' '.join(map(str, g[r*9:r*9+9])) for r in range(9)))
            """;

    /**
     * The time limit where a call is expected to answer (or to crash): only a hang reaches it. At
     * load 35 a Python call outlasted the default 10 s and its grace and was abandoned (an ERROR).
     */

    @TempDir
    Path tmp;

    @Test
    void anExternalProgramIsFedBoj2580ByDefaultAsAtEveryOtherCommand() throws IOException {
        Path program = Files.writeString(tmp.resolve("my2580.py"), BOJ2580);
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + program, "--seed", "3", "--cases", "12",
                "--timeout", CliRun.HANG_GUARD, "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("12 cases").contains("nothing found");
    }

    @Test
    void aProgramCrashingOnTheFirstAndTheEasiestCaseIsToldToTryAnotherFormat() throws IOException {
        Path program = Files.writeString(tmp.resolve("my2580.py"), BOJ2580);
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + program, "--external-format", "line",
                "--seed", "3", "--cases", "12", "--reruns", "1", "--timeout", CliRun.HANG_GUARD,
                "--out", tmp.resolve("out").toString(),
                "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains(": error: ")
                .contains("your program may expect another format: try --external-format boj2580")
                .doesNotContain("shrunk from");
        assertThat(run.err()).doesNotContain("shrinking (");
    }

    @Test
    void theDefaultIsStatedOnceTheSameInEveryCommandsHelp() {
        String fuzz = CliRun.of("fuzz", "--help").out();
        String compare = CliRun.of("compare", "--help").out();
        String solve = CliRun.of("solve", "--help").out();
        String statement = "else boj2580 for external:, line for stream:";
        for (String help : new String[] {fuzz, compare, solve}) {
            assertThat(help.replaceAll("\\s+", " ")).contains(statement);
        }
    }
}
