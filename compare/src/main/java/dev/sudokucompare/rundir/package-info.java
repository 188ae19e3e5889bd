/**
 * A run's directory ({@code --out}): {@link dev.sudokucompare.rundir.OutputDirectory} writes into
 * it without clobbering anything (no link followed, every file created anew, one run at a time by
 * an OS lock), and {@link dev.sudokucompare.rundir.ReportFiles} holds the files a compare or merge
 * run writes there (results.csv and repetitions.csv as the run goes, the reports at the end).
 */
package dev.sudokucompare.rundir;
