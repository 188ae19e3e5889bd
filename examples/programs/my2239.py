"""BOJ 2239: a 9x9 puzzle on stdin (nine digits a line, 0 blank); the smallest completion on stdout.

Row-major search trying the smallest value first: the first completion found is the smallest.
"""
ORDER = range(1, 10)
import sys
rows = [l for l in sys.stdin.read().split('\n') if l.strip()]
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
if found:
    print('\n'.join(''.join(map(str, row)) for row in g))
