/**
 * The hand-written depth-first family by name ({@link dev.sudokucompare.core.dfs.DfsSolvers}): the
 * teaching ladder ({@code ladder}), the fast {@code dfs} ({@code fast}), and the frame they share
 * ({@code frame}). Dependencies point one way: this registry on {@code ladder} and {@code fast}, both
 * of them on {@code frame}.
 */
package dev.sudokucompare.core.dfs;
