import sys
import time

# A correct solver that checks its answer over and over until it has used 3 s of CPU time: more than
# the plan's 2 s base limit, well under Python's share of it. The work is counted in CPU time, which a
# busy machine does not stretch, so the verdict does not depend on the machine's load.
CPU_SECONDS = 3.0


def box_of(i):
    return i // 27 * 3 + i % 9 // 3


def candidates(cells, i):
    r, c, b = i // 9, i % 9, box_of(i)
    used = {cells[j] for j in range(81) if j // 9 == r or j % 9 == c or box_of(j) == b}
    return [v for v in range(1, 10) if v not in used]


def solve(cells):
    blanks = [i for i in range(81) if cells[i] == 0]
    if not blanks:
        return True
    i = min(blanks, key=lambda j: len(candidates(cells, j)))
    for v in candidates(cells, i):
        cells[i] = v
        if solve(cells):
            return True
    cells[i] = 0
    return False


def valid(cells):
    units = [[r * 9 + c for c in range(9)] for r in range(9)]
    units += [[r * 9 + c for r in range(9)] for c in range(9)]
    units += [[j for j in range(81) if box_of(j) == b] for b in range(9)]
    return all(sorted(cells[j] for j in unit) == list(range(1, 10)) for unit in units)


cells = [int(t) for t in sys.stdin.read().split()[:81]]
solve(cells)
while time.process_time() < CPU_SECONDS:
    valid(cells)
print('\n'.join(' '.join(map(str, cells[r * 9:r * 9 + 9])) for r in range(9)))
