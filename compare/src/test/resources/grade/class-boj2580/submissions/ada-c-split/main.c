#include <stdio.h>
#include "sudoku.h"

int main(void) {
    int board[81];
    for (int i = 0; i < 81; i++) {
        if (scanf("%d", &board[i]) != 1) return 1;
    }
    solve_board(board);
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) printf(c ? " %d" : "%d", board[r * 9 + c]);
        putchar('\n');
    }
    return 0;
}
