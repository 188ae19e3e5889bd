/**
 * The command line: thin picocli commands (compare, solve, check, grade, fuzz, generate, export,
 * merge, diff, slurm, list, completion, manpage) built from option mixins, the session that carries a
 * compare run through its phases once its options are read ({@code CompareRun}), the exit statuses, signal
 * handling, the progress bar, and the last guard that keeps control characters off the terminal.
 * The {@code --out} directory is {@code rundir}'s; where solvers come from is {@code report.provenance}'s.
 */
package dev.sudokucompare.cli;
