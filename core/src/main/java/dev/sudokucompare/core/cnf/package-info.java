/**
 * Sudoku as a propositional formula in conjunctive normal form, independent of any SAT solver:
 * one variable per (cell, value) pair, the clauses of Lynce and Ouaknine's minimal or extended
 * encoding ("Sudoku as a SAT Problem", 2006), the givens as unit clauses, as assumptions, or
 * folded into a reduced formula, the {@code sat[:encoding=...,givens=...]} options that choose
 * them, and a DIMACS writer for solvers outside this program. In core so that the Sat4j family
 * (sat-model), the outside DIMACS solvers and {@code export} share one encoding without the
 * command line depending on a model module.
 */
package dev.sudokucompare.core.cnf;
