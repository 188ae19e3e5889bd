/**
 * Sudoku solved by a SAT solver: the formula of {@link dev.sudokucompare.core.cnf} loaded into
 * Sat4j, behind the core solver contract. FIRST is one satisfiability call; COUNT adds a
 * blocking clause per solution found; LEXMIN fixes the cells one by one in row-major order, each
 * to the smallest value a call proves possible. Every model is decoded to a grid and checked.
 */
package dev.sudokucompare.sat;
