/**
 * How puzzles are written down: the one-line, BOJ 2580, BOJ 2239 and tokens formats, streaming
 * readers that report a malformed record with its line and go on, bounded lines, format sniffing,
 * and reading exactly one answer grid.
 */
package dev.sudokucompare.core.format;
