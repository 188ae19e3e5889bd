/**
 * Solver programs installed on the machine, driven through the formats their communities share:
 * any DIMACS SAT solver ({@code dimacs:CMD}) on the CNF of {@code sat-model}, and any MiniZinc
 * solver ({@code mzn:SOLVER}) on a MiniZinc model of this package. Each call runs the program as
 * often as its mode needs, contained as every outside program is ({@code process}), and
 * checks every solution it reads before reporting it.
 */
package dev.sudokucompare.solvers.programs;
