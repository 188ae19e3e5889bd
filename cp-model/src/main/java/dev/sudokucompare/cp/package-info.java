/**
 * The choco-solver model behind the solver contract: one integer variable per cell, allDifferent
 * on every unit with a chosen consistency, a chosen search, fresh or reused models, and limits
 * and cancellation through a stop criterion.
 */
package dev.sudokucompare.cp;
