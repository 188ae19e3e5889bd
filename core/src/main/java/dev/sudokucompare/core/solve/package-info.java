/**
 * The solver contract every solver meets, in process or not: {@link
 * dev.sudokucompare.core.solve.SudokuSolver}, what it is asked ({@link
 * dev.sudokucompare.core.solve.SolveRequest}: mode, limits, cancellation, trace), what it answers
 * ({@link dev.sudokucompare.core.solve.SolveResult}, {@link dev.sudokucompare.core.solve.Status},
 * {@link dev.sudokucompare.core.solve.SearchStats}), and what it can do ({@link
 * dev.sudokucompare.core.solve.Capabilities}), and the one account of a call's limits ({@link
 * dev.sudokucompare.core.solve.Limits}: deadline, node limit, cancellation, and which stopped it).
 */
package dev.sudokucompare.core.solve;
