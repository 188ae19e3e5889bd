/**
 * What the depth-first searches share (and, for the bookkeeping, the exact-cover search): the call frame ({@link dev.sudokucompare.core.dfs.frame.DfsSolver}:
 * conflicting givens, timing, the result, no escaping exception), the bookkeeping of nodes, backtracks,
 * limits and solutions ({@link dev.sudokucompare.core.dfs.frame.SearchControl}, also used by the
 * exact-cover search) and per-shape cell indexes built once ({@link dev.sudokucompare.core.dfs.frame.ShapeTopology}).
 */
package dev.sudokucompare.core.dfs.frame;
