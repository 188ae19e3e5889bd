package dev.sudokucompare.report.trace;

/** One reported decision ({@code undone} false) or backtrack, in the order they came. */
record TraceEvent(long number, int cell, int value, int depth, boolean undone) {
}
