/**
 * Sudoku as an exact cover problem, solved by Knuth's Algorithm X with dancing links ("Dancing
 * Links", 2000). A row of the matrix is a placement (cell, value); its four columns say that the
 * cell is filled and that its row, column and box hold the value. A solution picks rows that
 * cover every column exactly once. The second hand-written algorithm next to the DFS family,
 * with the same contract and the same bookkeeping ({@link dev.sudokucompare.core.dfs.frame.SearchControl}).
 */
package dev.sudokucompare.core.dlx;
