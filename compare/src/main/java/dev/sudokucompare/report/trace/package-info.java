/**
 * {@code trace.html}: a search a student can look at. {@link dev.sudokucompare.report.trace.SearchRecorder}
 * listens to a solver's decisions, keeping a bounded account (counts per depth, a few grids, the first
 * events), and {@link dev.sudokucompare.report.trace.TracePage} draws one or several such accounts of one
 * puzzle as a self-contained page.
 */
package dev.sudokucompare.report.trace;
