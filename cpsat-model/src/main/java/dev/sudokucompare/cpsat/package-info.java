/**
 * The puzzles as a Google OR-Tools CP-SAT model behind the core solver contract: one integer
 * variable per cell and an all-different constraint on every row, column and box, solved by CP-SAT's
 * clause-learning search. {@link dev.sudokucompare.cpsat.CpSatSolver#fromSpec} reads the
 * {@code cpsat[:option=value,...]} specs; the native library is loaded once per JVM.
 */
package dev.sudokucompare.cpsat;
