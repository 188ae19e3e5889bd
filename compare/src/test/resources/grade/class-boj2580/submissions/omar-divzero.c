#include <stdio.h>

/* Divides by the number of blanks in the last row, which is zero when that row is full. */
int main(void) {
    int g[81], blanks_before_last = 0;
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    volatile int zero = 0;
    for (int i = 0; i < 72; i++) blanks_before_last += g[i] == 0;
    printf("%d\n", blanks_before_last / zero);
    return 0;
}
