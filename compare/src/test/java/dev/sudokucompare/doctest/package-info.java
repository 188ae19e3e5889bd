/**
 * The docs, tested: every command of README.md and docs/ that runs the tool is run in-process,
 * its deterministic sample output compared, and every dataset path and built-in they name checked.
 */
package dev.sudokucompare.doctest;
