package dev.sudokucompare.report.plot;

/** A tick on an axis: major ticks carry a label and a grid line, minor ones only a faint line. */
record Tick(double value, String label, boolean major) {
}
