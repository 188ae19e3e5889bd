/**
 * A test kit for the {@link dev.sudokucompare.core.solve.SudokuSolver} contract: one set of JUnit 5
 * tests that any solver can run against.
 *
 * <p>To test a solver, add this jar ({@code dev.sudokucompare:sudoku-solver-tck}) as a test
 * dependency next to the JUnit Jupiter engine, extend {@link dev.sudokucompare.tck.SolverContract},
 * return the solver from {@code solver()} and, if it lacks something, say so in
 * {@code capabilities()} with a {@link dev.sudokucompare.tck.SolverCapabilities}. Everything else
 * (the puzzles, their known answers, the checks) comes with the kit. A plug-in's entry point
 * ({@link dev.sudokucompare.core.plugin.SolverPlugin}) has a contract of its own, {@link
 * dev.sudokucompare.tck.SolverPluginContract}: what the tool checks when it loads the plug-in.
 *
 * <p>The puzzles are bundled in the jar under {@code dev/sudokucompare/tck/puzzles/}, cut from the
 * collections in the project's {@code datasets/} directory (sources and licences in its
 * {@code README.md}; which lines were taken is in the {@code README.md} beside the files), or
 * generated from fixed seeds by {@link dev.sudokucompare.core.generate.PuzzleGenerator}.
 */
package dev.sudokucompare.tck;
