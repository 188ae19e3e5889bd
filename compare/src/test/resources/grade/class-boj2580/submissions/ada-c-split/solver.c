#include "sudoku.h"

/* Candidates as bit masks per row, column and box; always fill the cell with the fewest. */
static int rows[9], cols[9], boxes[9];

static int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

static int count_bits(int m) {
    int n = 0;
    while (m) { m &= m - 1; n++; }
    return n;
}

static int search(int board[81]) {
    int best = -1, best_count = 10, best_mask = 0;
    for (int i = 0; i < 81; i++) {
        if (board[i]) continue;
        int mask = 0x3fe & ~(rows[i / 9] | cols[i % 9] | boxes[box_of(i)]);
        int n = count_bits(mask);
        if (n < best_count) { best = i; best_count = n; best_mask = mask; }
        if (n == 0) return 0;
    }
    if (best < 0) return 1;
    for (int v = 1; v <= 9; v++) {
        if (!(best_mask >> v & 1)) continue;
        int bit = 1 << v;
        board[best] = v;
        rows[best / 9] |= bit; cols[best % 9] |= bit; boxes[box_of(best)] |= bit;
        if (search(board)) return 1;
        rows[best / 9] &= ~bit; cols[best % 9] &= ~bit; boxes[box_of(best)] &= ~bit;
        board[best] = 0;
    }
    return 0;
}

int solve_board(int board[81]) {
    for (int i = 0; i < 9; i++) rows[i] = cols[i] = boxes[i] = 0;
    for (int i = 0; i < 81; i++) {
        if (board[i]) {
            int bit = 1 << board[i];
            rows[i / 9] |= bit; cols[i % 9] |= bit; boxes[box_of(i)] |= bit;
        }
    }
    return search(board);
}
