/**
 * Compares two runs' --out directories as a regression gate: answers that got worse, named by
 * record, and each solver's time against control solvers unchanged in both runs and the margin,
 * with Holm's adjustment; runs whose timings do not compare get no timing claim. Tables beside it
 * describe what changed, solver by solver and input by input.
 */
package dev.sudokucompare.diff;
