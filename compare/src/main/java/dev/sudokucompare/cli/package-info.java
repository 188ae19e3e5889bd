/**
 * The command line: thin picocli commands (compare, solve, check, grade, fuzz, generate, export,
 * merge, diff, list, completion, manpage) built from option mixins, the exit statuses, signal handling, the progress bar, the --out directory,
 * and the last guard that keeps control characters off the terminal.
 */
package dev.sudokucompare.cli;
