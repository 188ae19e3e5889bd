#include <array>
#include <bitset>
#include <iostream>

// Backtracking over bit sets of used digits; the emptiest choice first.
namespace {

struct Board {
    std::array<int, 81> cell{};
    std::array<std::bitset<10>, 9> row, col, box;

    static int boxOf(int i) { return i / 27 * 3 + i % 9 / 3; }

    void put(int i, int v) { cell[i] = v; row[i / 9][v] = col[i % 9][v] = box[boxOf(i)][v] = true; }
    void take(int i) {
        int v = cell[i];
        row[i / 9][v] = col[i % 9][v] = box[boxOf(i)][v] = false;
        cell[i] = 0;
    }
    std::bitset<10> used(int i) const { return row[i / 9] | col[i % 9] | box[boxOf(i)]; }

    bool solve() {
        int best = -1;
        std::size_t fewest = 10;
        for (int i = 0; i < 81; ++i) {
            if (cell[i] != 0) continue;
            std::size_t free = 9 - (used(i).count() - (used(i)[0] ? 1 : 0));
            if (free < fewest) { fewest = free; best = i; }
        }
        if (best < 0) return true;
        auto u = used(best);
        for (int v = 1; v <= 9; ++v) {
            if (u[v]) continue;
            put(best, v);
            if (solve()) return true;
            take(best);
        }
        return false;
    }
};

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    Board b;
    for (int i = 0; i < 81; ++i) {
        int v;
        if (!(std::cin >> v)) return 1;
        if (v != 0) b.put(i, v);
    }
    b.solve();
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) std::cout << b.cell[r * 9 + c] << (c == 8 ? '\n' : ' ');
    }
}
