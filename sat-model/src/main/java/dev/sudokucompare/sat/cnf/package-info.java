/**
 * Sudoku as a propositional formula in conjunctive normal form, independent of any SAT solver:
 * one variable per (cell, value) pair, the clauses of Lynce and Ouaknine's minimal or extended
 * encoding ("Sudoku as a SAT Problem", 2006), the givens as unit clauses, as assumptions, or
 * folded into a reduced formula, and a DIMACS writer for solvers outside this program.
 */
package dev.sudokucompare.sat.cnf;
