/**
 * The one way puzzles come in, for every command: files, standard input and built-in datasets, in
 * a named or guessed format (the core formats and Kaggle CSV), with line-aligned solutions
 * attached where they exist. Every reader is bounded.
 */
package dev.sudokucompare.input;
