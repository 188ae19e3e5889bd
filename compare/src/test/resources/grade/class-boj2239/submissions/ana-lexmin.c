#include <stdio.h>

/* Row by row, digits in increasing order: the first completion found is the smallest. */
static int g[81], row[9], col[9], box[9];

static int search(int i) {
    while (i < 81 && g[i]) i++;
    if (i == 81) return 1;
    int r = i / 9, c = i % 9, b = r / 3 * 3 + c / 3;
    for (int v = 1; v <= 9; v++) {
        int bit = 1 << v;
        if ((row[r] | col[c] | box[b]) & bit) continue;
        g[i] = v; row[r] |= bit; col[c] |= bit; box[b] |= bit;
        if (search(i + 1)) return 1;
        row[r] &= ~bit; col[c] &= ~bit; box[b] &= ~bit; g[i] = 0;
    }
    return 0;
}

int main(void) {
    char line[32];
    for (int r = 0; r < 9; r++) {
        if (scanf("%31s", line) != 1) return 1;
        for (int c = 0; c < 9; c++) {
            int v = line[c] - '0', bit = 1 << v;
            g[r * 9 + c] = v;
            if (v) { row[r] |= bit; col[c] |= bit; box[r / 3 * 3 + c / 3] |= bit; }
        }
    }
    search(0);
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) putchar('0' + g[r * 9 + c]);
        putchar('\n');
    }
    return 0;
}
