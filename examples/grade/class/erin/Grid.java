/** The board and its backtracking search (a second file: a folder submission). */
final class Grid {
    final int[] cells = new int[81];

    boolean used(int cell, int v) {
        int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
        for (int i = 0; i < 9; i++) {
            if (cells[r * 9 + i] == v || cells[i * 9 + c] == v || cells[(br + i / 3) * 9 + bc + i % 3] == v) {
                return true;
            }
        }
        return false;
    }

    boolean solve() {
        int best = -1, bestCount = 10;
        for (int cell = 0; cell < 81; cell++) {
            if (cells[cell] != 0) {
                continue;
            }
            int n = 0;
            for (int v = 1; v <= 9; v++) {
                if (!used(cell, v)) {
                    n++;
                }
            }
            if (n < bestCount) {
                best = cell;
                bestCount = n;
            }
        }
        if (best < 0) {
            return true;
        }
        for (int v = 1; v <= 9; v++) {
            if (!used(best, v)) {
                cells[best] = v;
                if (solve()) {
                    return true;
                }
                cells[best] = 0;
            }
        }
        return false;
    }
}
