/* BOJ 2239: the smallest completion — cells in row-major order, digits from 1 up. */
#include <stdio.h>
#define FIRST 1
#define LAST 9
#define STEP 1
static int g[81];
static int ok(int cell, int v) {
    int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
    for (int i = 0; i < 9; i++) {
        if (g[r * 9 + i] == v || g[i * 9 + c] == v || g[(br + i / 3) * 9 + bc + i % 3] == v) return 0;
    }
    return 1;
}
static int solve(int cell) {
    while (cell < 81 && g[cell]) cell++;
    if (cell == 81) return 1;
    for (int v = FIRST; v != LAST + STEP; v += STEP) {
        if (ok(cell, v)) {
            g[cell] = v;
            if (solve(cell + 1)) return 1;
            g[cell] = 0;
        }
    }
    return 0;
}
int main(void) {
    char line[32];
    for (int r = 0; r < 9 && scanf("%31s", line) == 1; r++) {
        for (int c = 0; c < 9; c++) g[r * 9 + c] = line[c] - '0';
    }
    solve(0);
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) putchar('0' + g[r * 9 + c]);
        putchar('\n');
    }
    return 0;
}
