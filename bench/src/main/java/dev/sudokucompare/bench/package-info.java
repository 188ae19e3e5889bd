/**
 * JMH benchmarks and measurement mains: the solvers on the datasets (CPU time per puzzle), every
 * Choco configuration, the engine's own overhead against a bare solving loop, and how many hard
 * puzzles a search finishes within a node budget. Never run by
 * the build; commands and figures are in BENCHMARKS.md.
 */
package dev.sudokucompare.bench;
