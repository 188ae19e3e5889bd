/**
 * The hand-written depth-first family: the teaching ladder ({@code dfs-scan}, {@code dfs-sets}, {@code dfs-table},
 * {@code dfs-bitmask}, {@code dfs-mrv}), each rung changing one thing, and the fast {@code dfs}
 * (a bit-parallel band board for 9x9, singles and MRV for other shapes), with the bookkeeping
 * they share ({@link dev.sudokucompare.core.dfs.SearchControl}) and their registry ({@link
 * dev.sudokucompare.core.dfs.DfsSolvers}).
 */
package dev.sudokucompare.core.dfs;
