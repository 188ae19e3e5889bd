/**
 * The statistics of a run, per group of records (all inputs, each input) and solver: answers per
 * verdict, times over every call with unsolved calls censored at the limit (bounds marked, interval
 * ends included), PAR-2 with its interval, the survival view (solved within budgets, RMST), paired
 * speedups and survival differences against the baseline with Holm's adjustment over the run, how
 * sure the ranking is, the virtual best solver and the Borda score; and the tests diff's gate uses
 * (a margin test, a solver's change against its controls' drift). Built as judgements stream past,
 * in memory that stays flat.
 */
package dev.sudokucompare.stats;
