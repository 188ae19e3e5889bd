// A wrong answer: every blank filled with 1.
#include <cstdio>
int main() {
    int g[81];
    for (int i = 0; i < 81; i++) if (scanf("%d", &g[i]) != 1) return 1;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) printf("%d%c", g[r * 9 + c] ? g[r * 9 + c] : 1, c == 8 ? '\n' : ' ');
    }
    return 0;
}
