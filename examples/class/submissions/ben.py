import sys

# Solves BOJ 2580 but prints each row's digits without spaces between them.
cells = [int(t) for t in sys.stdin.read().split()[:81]]


def ok(i, v):
    r, c = divmod(i, 9)
    return all(cells[r * 9 + k] != v and cells[k * 9 + c] != v
               and cells[(r // 3 * 3 + k // 3) * 9 + c // 3 * 3 + k % 3] != v for k in range(9))


def fill(i):
    while i < 81 and cells[i]:
        i += 1
    if i == 81:
        return True
    for v in range(1, 10):
        if ok(i, v):
            cells[i] = v
            if fill(i + 1):
                return True
    cells[i] = 0
    return False


fill(0)
for r in range(9):
    print(''.join(map(str, cells[r * 9:r * 9 + 9])))
