import socket
import sys

# Hostile: tries to phone home (a port on this machine, a public address) and, if any connection
# opens, says so instead of answering. Blocked, it answers correctly.
puzzle = sys.stdin.read()
opened = []
for host, port in (('127.0.0.1', 45127), ('127.0.0.1', 22), ('10.0.2.2', 80), ('1.1.1.1', 53), ('8.8.8.8', 443)):
    try:
        with socket.create_connection((host, port), timeout=2):
            opened.append('%s:%d' % (host, port))
    except OSError:
        pass
try:
    socket.getaddrinfo('example.org', 80)
    opened.append('dns')
except OSError:
    pass
if opened:
    print('CONNECTED ' + ' '.join(opened))
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
