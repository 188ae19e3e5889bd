/**
 * An example sudoku-compare plug-in: a naive backtracking solver ({@link
 * org.example.mysolver.NaiveSolver}) and the provider that names it ({@link
 * org.example.mysolver.MySolverPlugin}).
 */
package org.example.mysolver;
