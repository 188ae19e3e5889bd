/**
 * What a run reports and where: the run recorder that keeps statistics, findings and the plots'
 * sample, and the console, results.csv, summary.csv, report.json, report.md and manifest.json
 * writers. Text from outside is made safe for each medium here.
 */
package dev.sudokucompare.report;
