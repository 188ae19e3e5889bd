/**
 * The fast {@code dfs} ({@link dev.sudokucompare.core.dfs.fast.FastDfs}): a bit-parallel band board
 * for 9x9 (singles, locked candidates, branching on a band or stack) and a copy-per-level candidate
 * search for every other shape. Everything but the solver itself is internal to this package.
 */
package dev.sudokucompare.core.dfs.fast;
