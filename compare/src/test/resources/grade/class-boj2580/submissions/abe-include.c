/* Hostile at compile time: includes the tests or a secret from the folders around its own, so that
 * the compiler's error message shows their text. Blocked, none exists and it compiles a solver. */
#if __has_include("../secret.txt")
#include "../secret.txt"
#elif __has_include("../../secret.txt")
#include "../../secret.txt"
#elif __has_include("../../../secret.txt")
#include "../../../secret.txt"
#elif __has_include("../tests/secret.txt")
#include "../tests/secret.txt"
#elif __has_include("../../tests/secret.txt")
#include "../../tests/secret.txt"
#elif __has_include("/root/secret.txt")
#include "/root/secret.txt"
#endif
#include <stdio.h>

static int g[81];

static int fits(int i, int v) {
    int r = i / 9, c = i % 9;
    for (int k = 0; k < 9; k++) {
        if (g[r * 9 + k] == v || g[k * 9 + c] == v) return 0;
        if (g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == v) return 0;
    }
    return 1;
}

static int solve(void) {
    int best = -1, fewest = 10;
    for (int i = 0; i < 81; i++) {
        if (g[i]) continue;
        int n = 0;
        for (int v = 1; v <= 9; v++) n += fits(i, v);
        if (n < fewest) { fewest = n; best = i; }
    }
    if (best < 0) return 1;
    for (int v = 1; v <= 9; v++) {
        if (!fits(best, v)) continue;
        g[best] = v;
        if (solve()) return 1;
        g[best] = 0;
    }
    return 0;
}

int main(void) {
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    solve();
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\n' : ' ');
    return 0;
}
