import sys

# The smallest completion, row by row with digits in increasing order, but printed with spaces
# between the digits (BOJ 2580's layout, not 2239's).
rows = [line.strip() for line in sys.stdin.read().split()[:9]]
cells = [int(ch) for row in rows for ch in row]


def fits(i, v):
    r, c = divmod(i, 9)
    return all(cells[r * 9 + k] != v and cells[k * 9 + c] != v
               and cells[(r // 3 * 3 + k // 3) * 9 + c // 3 * 3 + k % 3] != v for k in range(9))


def search(i):
    while i < 81 and cells[i]:
        i += 1
    if i == 81:
        return True
    for v in range(1, 10):
        if fits(i, v):
            cells[i] = v
            if search(i + 1):
                return True
    cells[i] = 0
    return False


search(0)
print('\n'.join(' '.join(map(str, cells[r * 9:r * 9 + 9])) for r in range(9)))
