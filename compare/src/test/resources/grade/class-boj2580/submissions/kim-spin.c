#include <stdio.h>

/* Meant to search, but the loop's exit condition can never hold: it spins for ever. */
int main(void) {
    int g[81];
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    volatile unsigned long steps = 0;
    for (;;) steps++;
    return 0;
}
