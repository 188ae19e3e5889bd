package dev.sudokucompare.solvers.external;

import java.util.Locale;

/**
 * Python programs that go wrong the way submissions to an online judge do, one way each, on the
 * second puzzle they are given only: so each answers the first and third correctly, and a
 * long-lived one shows that it was replaced after the failure. Two shapes: {@link #perCall} reads
 * one BOJ 2239 grid and exits; {@link #stream} answers line-format puzzles line by line.
 */
public final class JudgePrograms {

    /** How a program fails on its second puzzle. */
    public enum Failure {
        NONE, WRONG, LAYOUT, SLEEP, BUSY, MEMORY, CRASH, FLOOD, SILENT_EXIT;

        String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A row-major bitmask DFS over an 81-character string; None when there is no solution. */
    private static final String SOLVE = """
            import os, sys, time
            def solve(p):
                g = [0 if ch in '.0' else int(ch) for ch in p]
                R, C, B = [0] * 9, [0] * 9, [0] * 9
                for i, v in enumerate(g):
                    if v:
                        m = 1 << v
                        if (R[i // 9] | C[i % 9] | B[i // 27 * 3 + i % 9 // 3]) & m:
                            return None
                        R[i // 9] |= m; C[i % 9] |= m; B[i // 27 * 3 + i % 9 // 3] |= m
                empty = [i for i, v in enumerate(g) if not v]
                def dfs(k):
                    if k == len(empty):
                        return True
                    i = empty[k]; r, c = i // 9, i % 9; b = r // 3 * 3 + c // 3
                    for v in range(1, 10):
                        m = 1 << v
                        if not (R[r] | C[c] | B[b]) & m:
                            g[i] = v; R[r] |= m; C[c] |= m; B[b] |= m
                            if dfs(k + 1):
                                return True
                            g[i] = 0; R[r] ^= m; C[c] ^= m; B[b] ^= m
                    return False
                return ''.join(map(str, g)) if dfs(0) else None
            def fail(how, s):
                if how == 'wrong':
                    return s[1] + s[0] + s[2:]
                if how == 'layout':
                    return ' '.join(s)
                if how == 'sleep':
                    time.sleep(600)
                if how == 'busy':
                    while True:
                        pass
                if how == 'memory':
                    hog = b'x' * (512 << 20)
                    time.sleep(600)
                if how == 'crash':
                    raise IndexError('list index out of range (row 7)')
                if how == 'flood':
                    while True:
                        sys.stdout.write('1' * 4096)
                if how == 'silent_exit':
                    os._exit(0)
                return s
            """;

    private JudgePrograms() {
    }

    /**
     * A program that answers each line-format puzzle on stdin with one line, the {@code n}th
     * failing when {@code n} is 2 (it counts across restarts by a file beside it, so a replacement
     * process does not fail again). {@code flush}: whether it flushes after each answer.
     */
    public static String stream(Failure failure, boolean flush) {
        return SOLVE + """
                counter = sys.argv[1]
                for line in sys.stdin:
                    p = line.strip()
                    if not p:
                        continue
                    with open(counter, 'a') as f:
                        f.write('.')
                    n = len(open(counter).read())
                    s = solve(p)
                    if s is not None and n == 2:
                        s = fail('%s', s)
                    sys.stdout.write((s or '') + '\\n')
                    %s
                """.formatted(failure.code(), flush ? "sys.stdout.flush()" : "pass");
    }

    /** A program that reads one BOJ 2239 grid, prints its answer and exits; fails on every call. */
    public static String perCall(Failure failure) {
        return SOLVE + """
                p = ''.join(l.strip() for l in sys.stdin.read().split('\\n') if l.strip())
                s = solve(p)
                if s is not None:
                    s = fail('%s', s)
                    if ' ' in s:
                        print('\\n'.join(' '.join(s.split()[r * 9:r * 9 + 9]) for r in range(9)))
                    else:
                        print('\\n'.join(s[r * 9:r * 9 + 9] for r in range(9)))
                """.formatted(failure.code());
    }
}
