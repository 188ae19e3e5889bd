/**
 * Compares two runs' --out directories, solver by solver and input by input: what changed in the
 * answers (correct, wrong), in PAR-2 and medians, and, on the records both ran, how much faster
 * or slower each solver got, with the paired test that says whether it is more than noise.
 */
package dev.sudokucompare.diff;
