/**
 * The puzzle model: shapes (N x N grids with rectangular boxes, N up to 64), immutable grids,
 * their conflicts, and the independent {@link dev.sudokucompare.core.Checker} that judges a
 * solution against its puzzle.
 */
package dev.sudokucompare.core;
