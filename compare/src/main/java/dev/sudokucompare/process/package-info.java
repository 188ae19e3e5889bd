/**
 * The sandbox every outside program runs in, whatever solver family it serves: each program in a
 * session of its own, in a control group where the machine allows ({@link
 * dev.sudokucompare.process.Cgroups}, else its process tree followed through /proc by a sampler),
 * its CPU, memory, output and process-count limits enforced, writes to it under a deadline,
 * whatever it leaves running swept away after the call, and nothing of it outliving the tool (a
 * parent-death signal, and a reaper for when the tool is killed outright); and, when asked, a
 * bubblewrap {@link dev.sudokucompare.process.Sandbox} around it (no network, a read-only system,
 * one directory, a private /tmp). Knows nothing of Sudoku answers: the
 * adapters in {@code solvers.external} and {@code solvers.programs} read what the programs print.
 */
package dev.sudokucompare.process;
