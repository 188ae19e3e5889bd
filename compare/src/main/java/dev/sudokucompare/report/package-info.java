/**
 * The writers of what a run reports: the console, results.csv, repetitions.csv, summary.csv,
 * survival.csv, report.json, report.md and manifest.json (read back by merge and resume). They
 * render a {@link dev.sudokucompare.report.run.RunReport}; what a run keeps is
 * {@code report.run}'s, where its numbers come from {@code report.provenance}'s. Text from
 * outside is made safe for each medium here.
 */
package dev.sudokucompare.report;
