/**
 * Run aggregation, apart from the writers: what a run keeps as its records are judged (the
 * statistics, the first findings and what failed, the online judge's table) in one listener, and
 * the {@link dev.sudokucompare.report.run.RunReport} every writer renders. A run and a merge feed
 * it the same events and get the same report from it. Writes nothing.
 */
package dev.sudokucompare.report.run;
