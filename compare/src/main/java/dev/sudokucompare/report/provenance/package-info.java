/**
 * Where a run's numbers come from, probed once per run: the tool's build and the inputs' digests
 * ({@link dev.sudokucompare.report.provenance.Provenance}), where each solver's code came from,
 * and the machine and JVM it ran on (CPU quota, governor, other runs beside it, the heap's live
 * peak). Imports nothing of the tool's other packages but core.
 */
package dev.sudokucompare.report.provenance;
