/**
 * The sandbox every outside program runs in, whatever solver family it serves: each program in a
 * session of its own, in a control group where the machine allows ({@link
 * dev.sudokucompare.process.Cgroups}, else its process tree followed through /proc by a sampler),
 * its CPU, memory and output limits enforced, writes to it under a deadline, whatever it leaves
 * running swept away after the call, and nothing of it outliving the tool (a parent-death signal,
 * and a reaper for when the tool is killed outright). Knows nothing of Sudoku answers: the
 * adapters in {@code solvers.external} and {@code solvers.programs} read what the programs print.
 */
package dev.sudokucompare.process;
