/* The board and its search, kept apart from reading and printing. */
#ifndef SUDOKU_H
#define SUDOKU_H
int solve_board(int board[81]);
#endif
