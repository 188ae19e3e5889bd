#include <stdio.h>

/* Solves, but prints the first row's first two cells in the wrong order: two columns get a digit twice. */
static int g[81];

static int ok(int i, int v) {
    int r = i / 9, c = i % 9, r0 = r / 3 * 3, c0 = c / 3 * 3;
    for (int k = 0; k < 9; k++) {
        if (g[r * 9 + k] == v || g[k * 9 + c] == v) return 0;
        if (g[(r0 + k / 3) * 9 + c0 + k % 3] == v) return 0;
    }
    return 1;
}

static int go(void) {
    int best = -1, fewest = 10;
    for (int i = 0; i < 81; i++) {
        if (g[i]) continue;
        int n = 0;
        for (int v = 1; v <= 9; v++) n += ok(i, v);
        if (n < fewest) { fewest = n; best = i; }
    }
    if (best < 0) return 1;
    for (int v = 1; v <= 9; v++) {
        if (!ok(best, v)) continue;
        g[best] = v;
        if (go()) return 1;
        g[best] = 0;
    }
    return 0;
}

int main(void) {
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    go();
    for (int r = 0; r < 9; r++) {
        if (r == 0) printf("%d %d", g[1], g[0]);
        else printf("%d %d", g[r * 9], g[r * 9 + 1]);
        for (int c = 2; c < 9; c++) printf(" %d", g[r * 9 + c]);
        printf("\n");
    }
    return 0;
}
