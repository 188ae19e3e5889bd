import sys

SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

def solve(p):
    """One puzzle on a line ('.' or '0' blank), any side up to 35: its solution, or None."""
    n = round(len(p) ** 0.5)
    r = max(d for d in range(1, int(n ** 0.5) + 1) if n % d == 0)  # box rows: 6x6 as 2x3
    c = n // r
    grid = [0 if ch in '.0' else SYMBOLS.index(ch) + 1 for ch in p]
    units = [(i // n, n + i % n, 2 * n + i // n // r * r + i % n // c) for i in range(n * n)]
    used = [0] * (3 * n)  # one bitmask of values per row, column and box
    for i, v in enumerate(grid):
        if v:
            if any(used[u] >> v & 1 for u in units[i]):
                return None  # two equal givens in a unit
            for u in units[i]:
                used[u] |= 1 << v
    full = (2 << n) - 2

    def search():  # the cell with the fewest candidates first
        best, best_free = -1, 0
        for i, v in enumerate(grid):
            if v == 0:
                a, b, k = units[i]
                free = full & ~(used[a] | used[b] | used[k])
                if best < 0 or bin(free).count('1') < bin(best_free).count('1'):
                    best, best_free = i, free
                    if free == 0:
                        return False
        if best < 0:
            return True
        for v in range(1, n + 1):
            if best_free >> v & 1:
                grid[best] = v
                for u in units[best]:
                    used[u] |= 1 << v
                if search():
                    return True
                for u in units[best]:
                    used[u] ^= 1 << v
        grid[best] = 0
        return False

    return ''.join(SYMBOLS[v - 1] for v in grid) if search() else None

for line in sys.stdin:
    print(solve(line.strip()) or '', flush=True)
