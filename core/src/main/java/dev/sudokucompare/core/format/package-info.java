/**
 * How puzzles are written down: the one-line, BOJ 2580, BOJ 2239 and tokens formats, streaming
 * readers that report a malformed record with its line and go on, bounded lines, format sniffing,
 * reading exactly one answer grid, and text made printable for messages.
 */
package dev.sudokucompare.core.format;
