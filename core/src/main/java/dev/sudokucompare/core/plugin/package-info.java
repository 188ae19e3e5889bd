/**
 * The plug-in API: how a solver from outside this project joins the tool in process.
 *
 * <p>A solver author needs three things, all in {@code sudoku-core}: the solver contract
 * ({@link dev.sudokucompare.core.solve.SudokuSolver} and the request, result, status, statistics,
 * cancellation and trace types beside it), the puzzle model ({@link dev.sudokucompare.core.Grid},
 * {@link dev.sudokucompare.core.Shape}), and this package: {@link
 * dev.sudokucompare.core.plugin.SolverPlugin}, which names the plug-in's solvers and makes them,
 * and {@link dev.sudokucompare.core.plugin.PluginApi}, the API's version and the rule by which a
 * plug-in is accepted. A plug-in depends on {@code sudoku-core} only (scope {@code provided}: the
 * tool brings it), never on the command line's module. The test kit {@code sudoku-solver-tck}
 * checks a solver against the contract; the project's {@code examples/my-solver} is a complete
 * plug-in in a few files.
 */
package dev.sudokucompare.core.plugin;
