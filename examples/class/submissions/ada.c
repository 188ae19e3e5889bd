#include <stdio.h>

/* BOJ 2580: fill the blanks row by row, trying 1..9, undoing on a dead end. */
static int g[9][9];

static int ok(int r, int c, int v) {
    for (int k = 0; k < 9; k++) {
        if (g[r][k] == v || g[k][c] == v) return 0;
        if (g[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == v) return 0;
    }
    return 1;
}

static int fill(int i) {
    if (i == 81) return 1;
    int r = i / 9, c = i % 9;
    if (g[r][c]) return fill(i + 1);
    for (int v = 1; v <= 9; v++) {
        if (!ok(r, c, v)) continue;
        g[r][c] = v;
        if (fill(i + 1)) return 1;
    }
    g[r][c] = 0;
    return 0;
}

int main(void) {
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            if (scanf("%d", &g[r][c]) != 1) return 1;
    fill(0);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) printf("%d%c", g[r][c], c == 8 ? '\n' : ' ');
    return 0;
}
