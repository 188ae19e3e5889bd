/**
 * JMH benchmarks and measurement mains: the solvers on the datasets (CPU time per puzzle), every
 * Choco configuration, and the engine's own overhead against a bare solving loop. Never run by
 * the build; commands and figures are in BENCHMARKS.md.
 */
package dev.sudokucompare.bench;
