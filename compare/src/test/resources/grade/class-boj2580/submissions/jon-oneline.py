import sys

# Solves, then prints all 81 numbers on one line.


def free(cells, i):
    r, c = divmod(i, 9)
    r0, c0 = r // 3 * 3, c // 3 * 3
    used = {cells[r * 9 + k] for k in range(9)} | {cells[k * 9 + c] for k in range(9)}
    used |= {cells[(r0 + k // 3) * 9 + c0 + k % 3] for k in range(9)}
    return [v for v in range(1, 10) if v not in used]


def solve(cells):
    blanks = [i for i in range(81) if not cells[i]]
    if not blanks:
        return True
    i = min(blanks, key=lambda b: len(free(cells, b)))
    for v in free(cells, i):
        cells[i] = v
        if solve(cells):
            return True
    cells[i] = 0
    return False


cells = [int(t) for t in sys.stdin.read().split()[:81]]
solve(cells)
print(' '.join(map(str, cells)))
