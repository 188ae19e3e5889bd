/**
 * Sudoku by conflict-driven clause learning, written by hand: the paradigm of SAT solvers
 * (MiniSat, CaDiCaL) without a SAT solver or a CNF file. A Boolean variable says a cell holds a
 * value; Sudoku's rules are "exactly one" groups (each cell one value, each unit each value once)
 * propagated directly, and every conflict teaches a clause that prunes the rest of the search.
 * The third hand-written algorithm next to the DFS family and dancing links, with the same
 * contract and bookkeeping ({@link dev.sudokucompare.core.dfs.frame.SearchControl}).
 */
package dev.sudokucompare.core.cdcl;
