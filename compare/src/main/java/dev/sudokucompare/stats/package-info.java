/**
 * The statistics of a run, per group of records (all inputs, each input) and solver: answers per
 * verdict, times over the correct answers, means of effort, and paired speedups against the
 * baseline. Built as judgements stream past, in memory that stays flat.
 */
package dev.sudokucompare.stats;
