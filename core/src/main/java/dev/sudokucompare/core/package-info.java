/**
 * The puzzle model: shapes (N x N grids with rectangular boxes, N up to 64), immutable grids and
 * their one-line spelling, their conflicts, the independent {@link dev.sudokucompare.core.Checker}
 * that judges a solution against its puzzle, and text from an input made printable for messages
 * ({@link dev.sudokucompare.core.OneLine}).
 */
package dev.sudokucompare.core;
