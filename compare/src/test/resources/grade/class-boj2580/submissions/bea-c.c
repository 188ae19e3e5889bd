#include <stdio.h>

/* Plain backtracking, cell by cell, with the fewest-candidates cell first so hard puzzles stay fast. */
static int grid[9][9];

static int allowed(int r, int c, int v) {
    for (int k = 0; k < 9; k++) {
        if (grid[r][k] == v || grid[k][c] == v) return 0;
    }
    int r0 = r / 3 * 3, c0 = c / 3 * 3;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            if (grid[r0 + i][c0 + j] == v) return 0;
    return 1;
}

static int fill(void) {
    int br = -1, bc = -1, best = 10;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            if (grid[r][c]) continue;
            int n = 0;
            for (int v = 1; v <= 9; v++) n += allowed(r, c, v);
            if (n < best) { best = n; br = r; bc = c; }
        }
    }
    if (br < 0) return 1;
    for (int v = 1; v <= 9; v++) {
        if (!allowed(br, bc, v)) continue;
        grid[br][bc] = v;
        if (fill()) return 1;
        grid[br][bc] = 0;
    }
    return 0;
}

int main(void) {
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            if (scanf("%d", &grid[r][c]) != 1) return 1;
    fill();
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) printf("%d%c", grid[r][c], c == 8 ? '\n' : ' ');
    }
    return 0;
}
