/* Wrong on some puzzles: a correct backtracking solver whose printing is off by one in the top-left
   cell when that cell is given (it prints the next value), so a puzzle with it given gets WA. */
#include <stdio.h>
int g[81], given0;
int used(int cell, int v) {
    int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
    for (int i = 0; i < 9; i++) {
        if (g[r * 9 + i] == v || g[i * 9 + c] == v || g[(br + i / 3) * 9 + bc + i % 3] == v) return 1;
    }
    return 0;
}
int solve(void) {
    int best = -1, bestCount = 10;
    for (int cell = 0; cell < 81; cell++) {
        if (g[cell]) continue;
        int n = 0;
        for (int v = 1; v <= 9; v++) if (!used(cell, v)) n++;
        if (n < bestCount) { best = cell; bestCount = n; }
    }
    if (best < 0) return 1;
    for (int v = 1; v <= 9; v++) {
        if (used(best, v)) continue;
        g[best] = v;
        if (solve()) return 1;
        g[best] = 0;
    }
    return 0;
}
int main(void) {
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    given0 = g[0] != 0;
    solve();
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            int v = g[r * 9 + c];
            printf("%d%c", r == 0 && c == 0 && given0 ? v % 9 + 1 : v, c == 8 ? '\n' : ' ');
        }
    }
    return 0;
}
