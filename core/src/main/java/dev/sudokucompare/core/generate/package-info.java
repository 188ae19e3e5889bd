/**
 * Seeded puzzle generation: random complete grids, cells blanked while the puzzle stays unique
 * (proved by counting to two), minimal puzzles.
 */
package dev.sudokucompare.core.generate;
