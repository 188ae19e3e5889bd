/**
 * Hunting bugs: {@code fuzz} generates puzzles of its own (seeded: unique, with several solutions,
 * near-empty, empty, unsolvable, with conflicting givens, and metamorphic variants of dataset
 * puzzles), has every solver answer them, and rules on each answer through the one judge
 * ({@link dev.sudokucompare.engine.Judge}, run by {@link dev.sudokucompare.engine.Comparison} as
 * {@code compare} runs it) plus metamorphic relations between a puzzle and its variants. A failure
 * is re-run (a flaky one is reported with its rate), shrunk by delta debugging to a 1-minimal set
 * of givens and then to the smallest shape that still fails, and written as a reproducer
 * directory with one command that fails while the bug is there. {@link
 * dev.sudokucompare.fuzz.GivenShrinking} lends the same shrinker to {@code grade}, bounded by steps.
 */
package dev.sudokucompare.fuzz;
