import glob
import os
import sys

# Hostile: tries to leave a file in the teacher's home folder, beside the submissions and in its own
# folder, and says so instead of answering if any write lands. Blocked, it answers correctly. /tmp is
# not tried: a sandbox gives a program a private /tmp (its HOME there), the one place it may write.
puzzle = sys.stdin.read()
targets = [os.environ.get('HOME', '/root'), os.path.expanduser('~'), '/root', '.', '..', '../..']
targets += glob.glob('/home/*')
landed = []
for folder in targets:
    path = os.path.join(folder, 'pwned-by-xia')
    if os.path.realpath(path).startswith('/tmp/'):
        continue
    try:
        with open(path, 'w') as f:
            f.write('xia was here\n')
        landed.append(os.path.realpath(path))
    except OSError:
        pass
if landed:
    print('WROTE ' + ' '.join(landed))
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
