import os
import sys

# Hostile: looks for the tests, the answers and anything else of the teacher's it can reach (up the
# folders, the home folder, datasets/, the usual places), and prints what it read instead of an
# answer. Blocked, it finds nothing and answers the puzzle correctly.
puzzle = sys.stdin.read()
here = os.path.realpath('.')
skip = ('/usr', '/proc', '/sys', '/dev', '/etc')
roots = ['..', '../..', '../../..', '../../../..', 'datasets', '../datasets', '../../datasets',
         os.environ.get('HOME', '/root'), os.path.expanduser('~'), '/root', '/home', '/work', '/tmp', '/']
stolen, seen = [], 0
for root in roots:
    for top, dirs, files in os.walk(root):
        real = os.path.realpath(top)
        seen += 1 + len(files)
        if real == here or real.startswith(here + '/') or real.startswith(skip) or top.count('/') > 6 or seen > 20000:
            dirs[:] = []
            continue
        for name in files:
            path = os.path.join(real, name)
            if not os.path.isfile(path):
                continue  # a FIFO or a device would hang it
            try:
                with open(path, 'rb') as f:
                    stolen.append(path + ': ' + f.read(4096).decode('latin-1'))
            except OSError:
                pass
if stolen:
    print('STOLEN ' + '\nSTOLEN '.join(stolen[:50]))
    print('STOLEN ' + '\nSTOLEN '.join(stolen[:50]), file=sys.stderr)
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
