#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

/* Hostile: a fork bomb of 10,000 processes that all stay alive. If every fork succeeds it says so
 * instead of answering; stopped early, it answers correctly (its children are left to the judge). */
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
    fflush(stdout);
    int forked = 0;
    for (; forked < 10000; forked++) {
        pid_t pid = fork();
        if (pid < 0) break;
        if (pid == 0) {
            for (;;) pause();
        }
    }
    if (forked == 10000) {
        printf("FORKED %d\n", forked);
        return 0;
    }
    solve();
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c], c == 8 ? '\n' : ' ');
    return 0;
}
