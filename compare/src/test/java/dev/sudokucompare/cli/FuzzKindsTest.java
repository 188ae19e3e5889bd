package dev.sudokucompare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fuzz asks a BOJ program only what its problem promises (a solvable 9x9 puzzle) unless told
 * otherwise, and a slow program cannot eat the budget in one shrink: each shrinking step runs under
 * a CPU limit derived from the failing case's own CPU time, said when hit.
 */
class FuzzKindsTest {

    /**
     * A plain-DFS BOJ 2239 program, right on every solvable puzzle, that never checks its givens:
     * on conflicting ones it prints a grid that keeps the conflict (as the program did).
     */
    private static final String PLAIN_DFS_2239 = """
            import sys
            rows = [l.strip() for l in sys.stdin.read().split() if l.strip()]
            g = [int(ch) for row in rows[:9] for ch in row]
            %s
            def ok(i, v):
                r, c = divmod(i, 9)
                for k in range(9):
                    if g[r*9+k] == v or g[k*9+c] == v: return False
                br, bc = r - r %% 3, c - c %% 3
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
            if solve(0):
                %s
                print('\\n'.join(''.join(map(str, g[r*9:r*9+9])) for r in range(9)))
            """;

    @TempDir
    Path tmp;

    @Test
    void aBojRunDrawsOnlySolvableCasesAndSaysSo() throws IOException {
        Path program = Files.writeString(tmp.resolve("my2239.py"), PLAIN_DFS_2239.formatted("", "pass"));
        // Hang guards: a Python search past a 10 s limit on a busy machine would be no finding, and none expected.
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + program, "--external-format", "boj2239",
                "--seed", "2", "--cases", "12", "--timeout", CliRun.HANG_GUARD, "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("boj2239 promises a solvable 9x9 puzzle: unsolvable and conflicting cases are "
                + "off; --kinds all to include them").contains("nothing found");

        CliRun conflicting = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + program, "--external-format",
                "boj2239", "--kinds", "conflicting", "--seed", "2", "--cases", "10", "--reruns", "0", "--timeout", CliRun.HANG_GUARD,
                
                "--no-progress");
        assertThat(conflicting.status()).as(conflicting.out() + conflicting.err()).isEqualTo(1);
        assertThat(conflicting.out()).contains("case 0 (conflicting)").doesNotContain("promises");
    }

    @Test
    void anUnknownKindIsAUsageErrorNamingTheKinds() {
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs", "--kinds", "unique,hard", "--no-progress");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("--kinds: not a kind of case: 'hard'; the kinds: unique, multi, near-empty, "
                + "empty, unsolvable, conflicting, variant, or all");
    }

    @Test
    void aShrinkingStepThatWouldRunLongIsStoppedAtItsCpuLimitAndSaid() throws IOException {
        // Wrong on every puzzle (two cells swapped); with its first row blank it searches forever, as an
        // exhaustive search does on some sparse puzzle shrinking makes. The run's own limit is a hang
        // guard: without the per-step CPU limit each such step would wait out its 300 s.
        Path program = Files.writeString(tmp.resolve("slow2239.py"), PLAIN_DFS_2239.formatted(
                "while not any(g[0:9]): pass", "g[0], g[1] = g[1], g[0]"));
        CliRun run = CliRun.of("fuzz", "--solvers", "dfs,external:python3 " + program, "--external-format", "boj2239",
                "--kinds", "unique", "--timeout", "300s", "--seed", "1", "--reruns", "0",
                "--time", "10m", "--no-progress");
        assertThat(run.status()).as(run.out() + run.err()).isEqualTo(1);
        assertThat(run.out()).contains(": invalid-grid: ")
                .containsPattern("\\d+ of \\d+ shrinking steps stopped at the per-step limit of \\d+\\.\\d\\d s of CPU "
                        + "\\(10x the case's own \\d+\\.\\d\\d s, at least 1\\.00 s\\)");
    }
}
