// A correct BOJ 2580 solution: backtracking on the empty cell with the fewest candidates.
#include <cstdio>
int g[81];
bool used(int cell, int v) {
    int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
    for (int i = 0; i < 9; i++) {
        if (g[r * 9 + i] == v || g[i * 9 + c] == v || g[(br + i / 3) * 9 + bc + i % 3] == v) return true;
    }
    return false;
}
bool solve() {
    int best = -1, bestCount = 10;
    for (int cell = 0; cell < 81; cell++) {
        if (g[cell]) continue;
        int n = 0;
        for (int v = 1; v <= 9; v++) if (!used(cell, v)) n++;
        if (n < bestCount) { best = cell; bestCount = n; }
    }
    if (best < 0) return true;
    for (int v = 1; v <= 9; v++) {
        if (used(best, v)) continue;
        g[best] = v;
        if (solve()) return true;
        g[best] = 0;
    }
    return false;
}
int main() {
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    solve();
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\n' : ' ');
    }
    return 0;
}
