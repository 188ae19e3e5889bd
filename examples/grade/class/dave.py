# A correct BOJ 2580 solution in Python: backtracking on the empty cell with the fewest candidates.
import sys


def solve(g):
    best, cands = -1, None
    for cell in range(81):
        if g[cell]:
            continue
        r, c = divmod(cell, 9)
        br, bc = r // 3 * 3, c // 3 * 3
        seen = set(g[r * 9:r * 9 + 9]) | set(g[c::9]) | {g[(br + i // 3) * 9 + bc + i % 3] for i in range(9)}
        options = [v for v in range(1, 10) if v not in seen]
        if cands is None or len(options) < len(cands):
            best, cands = cell, options
            if not options:
                return False
    if best < 0:
        return True
    for v in cands:
        g[best] = v
        if solve(g):
            return True
    g[best] = 0
    return False


def main():
    g = [int(x) for x in sys.stdin.read().split()[:81]]
    solve(g)
    for r in range(9):
        print(" ".join(str(v) for v in g[r * 9:r * 9 + 9]))


if __name__ == "__main__":
    main()
