#include <iostream>
#include <string>

// Row by row, but tries the digits from 9 down: a valid completion, the largest rather than the smallest.
static int g[81];

static bool fits(int i, int v) {
    int r = i / 9, c = i % 9;
    for (int k = 0; k < 9; ++k) {
        if (g[r * 9 + k] == v || g[k * 9 + c] == v) return false;
        if (g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == v) return false;
    }
    return true;
}

static bool search(int i) {
    while (i < 81 && g[i] != 0) ++i;
    if (i == 81) return true;
    for (int v = 9; v >= 1; --v) {
        if (!fits(i, v)) continue;
        g[i] = v;
        if (search(i + 1)) return true;
        g[i] = 0;
    }
    return false;
}

int main() {
    std::string line;
    for (int r = 0; r < 9; ++r) {
        std::cin >> line;
        for (int c = 0; c < 9; ++c) g[r * 9 + c] = line[c] - '0';
    }
    search(0);
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) std::cout << g[r * 9 + c];
        std::cout << '\n';
    }
}
