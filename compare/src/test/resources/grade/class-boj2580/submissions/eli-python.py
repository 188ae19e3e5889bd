import sys

# Backtracking with sets of used digits; the cell with the fewest choices goes first.


def box_of(i):
    return i // 27 * 3 + i % 9 // 3


def solve(cells, rows, cols, boxes):
    best, choices = -1, None
    for i in range(81):
        if cells[i]:
            continue
        free = [v for v in range(1, 10)
                if v not in rows[i // 9] and v not in cols[i % 9] and v not in boxes[box_of(i)]]
        if choices is None or len(free) < len(choices):
            best, choices = i, free
            if not free:
                return False
    if best < 0:
        return True
    r, c, b = rows[best // 9], cols[best % 9], boxes[box_of(best)]
    for v in choices:
        cells[best] = v
        r.add(v); c.add(v); b.add(v)
        if solve(cells, rows, cols, boxes):
            return True
        r.discard(v); c.discard(v); b.discard(v)
    cells[best] = 0
    return False


def main():
    cells = [int(t) for t in sys.stdin.read().split()[:81]]
    rows = [set() for _ in range(9)]
    cols = [set() for _ in range(9)]
    boxes = [set() for _ in range(9)]
    for i, v in enumerate(cells):
        if v:
            rows[i // 9].add(v); cols[i % 9].add(v); boxes[box_of(i)].add(v)
    solve(cells, rows, cols, boxes)
    print('\n'.join(' '.join(map(str, cells[r * 9:r * 9 + 9])) for r in range(9)))


main()
