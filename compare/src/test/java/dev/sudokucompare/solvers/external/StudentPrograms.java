package dev.sudokucompare.solvers.external;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Small Python programs of the kind students hand in for BOJ 2580 / 2239, written into a
 * temporary directory by the tests: a correct one and each way a program goes wrong.
 */
public final class StudentPrograms {

    /** Reads BOJ 2580 (numbers) or BOJ 2239 (digits) input; a row-major DFS, values in ORDER. */
    private static final String SOLVER = """
            import sys
            rows = [l for l in sys.stdin.read().split('\\n') if l.strip()]
            g = [[int(x) for x in (r.split() if ' ' in r.strip() else r.strip())] for r in rows]
            R, C, B = [0] * 9, [0] * 9, [0] * 9
            E = []
            for r in range(9):
                for c in range(9):
                    v = g[r][c]
                    if v:
                        R[r] |= 1 << v; C[c] |= 1 << v; B[r // 3 * 3 + c // 3] |= 1 << v
                    else:
                        E.append((r, c))
            def dfs(k):
                if k == len(E):
                    return True
                r, c = E[k]
                b = r // 3 * 3 + c // 3
                for v in ORDER:
                    m = 1 << v
                    if not (R[r] | C[c] | B[b]) & m:
                        g[r][c] = v; R[r] |= m; C[c] |= m; B[b] |= m
                        if dfs(k + 1):
                            return True
                        g[r][c] = 0; R[r] ^= m; C[c] ^= m; B[b] ^= m
                return False
            found = dfs(0)
            """;

    public static final String CORRECT_2580 = "ORDER = range(1, 10)\n" + SOLVER + """
            if found:
                print('\\n'.join(' '.join(map(str, row)) for row in g))
            """;

    public static final String CORRECT_2239 = "ORDER = range(1, 10)\n" + SOLVER + """
            if found:
                print('\\n'.join(''.join(map(str, row)) for row in g))
            """;

    /** Valid answers, but the largest completion rather than the smallest. */
    public static final String LEXMAX_2239 = "ORDER = range(9, 0, -1)\n" + SOLVER + """
            if found:
                print('\\n'.join(''.join(map(str, row)) for row in g))
            """;

    /** Swaps two cells of the first row of its answer: an invalid grid. */
    public static final String WRONG_2580 = "ORDER = range(1, 10)\n" + SOLVER + """
            g[0][0], g[0][1] = g[0][1], g[0][0]
            g[1][0], g[1][1] = g[1][1], g[1][0]
            print('\\n'.join(' '.join(map(str, row)) for row in g))
            """;

    /** BOJ 2239 output with two cells of the first row swapped: an invalid grid. */
    public static final String INVALID_2239 = "ORDER = range(1, 10)\n" + SOLVER + """
            g[0][0], g[0][1] = g[0][1], g[0][0]
            print('\\n'.join(''.join(map(str, row)) for row in g))
            """;

    /** The right answer followed by a debug line. */
    public static final String EXTRA_OUTPUT_2580 = CORRECT_2580 + "print('solved!')\n";

    public static final String GARBAGE = "import sys\nsys.stdin.read()\nprint('hello, judge')\n";

    public static final String CRASH = "import sys\nsys.stdin.read()\nprint('partial')\nraise RuntimeError('index out of range in row 7')\n";

    /** Starts a child that would outlive it, writes the child's pid where the test can see it, then hangs. */
    public static final String HANG_WITH_CHILD = """
            import subprocess, sys, time
            sys.stdin.read()
            child = subprocess.Popen(['sleep', '300'])
            with open(sys.argv[1], 'w') as f:
                f.write(str(child.pid))
            while True:
                time.sleep(0.05)
            """;

    private StudentPrograms() {
    }

    /** Writes {@code source} as {@code dir/name} and returns the command that runs it. */
    public static String write(Path dir, String name, String source) {
        try {
            Path file = dir.resolve(name);
            Files.writeString(file, source);
            return "python3 " + file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
