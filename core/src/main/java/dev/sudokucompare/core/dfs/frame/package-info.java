/**
 * What the depth-first searches share (and, for the bookkeeping, the exact-cover and clause-learning
 * searches): the rungs' part of the one frame ({@link dev.sudokucompare.core.dfs.frame.DfsSolver}
 * over {@link dev.sudokucompare.core.solve.frame.SolverFrame}: a {@link
 * dev.sudokucompare.core.dfs.frame.SearchControl} per call and its result), the bookkeeping of nodes, backtracks,
 * limits and solutions ({@link dev.sudokucompare.core.dfs.frame.SearchControl}, also used by the
 * exact-cover search) and per-shape cell indexes built once ({@link dev.sudokucompare.core.dfs.frame.ShapeTopology}).
 */
package dev.sudokucompare.core.dfs.frame;
