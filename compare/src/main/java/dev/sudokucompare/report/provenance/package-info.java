/**
 * Where a run's numbers come from, probed once per run: the tool's build ({@link
 * dev.sudokucompare.report.provenance.Build}) and the inputs' digests ({@link
 * dev.sudokucompare.report.provenance.Provenance}), where each solver's code came from ({@link
 * dev.sudokucompare.report.provenance.SolverOrigins}, which asks each family through the solver
 * catalog and finds an outside program as a start would), and the machine and JVM it ran on (CPU
 * quota, governor, other runs beside it, the heap's live peak). Imports core, {@code solvers} and
 * {@code process}, nothing above them.
 */
package dev.sudokucompare.report.provenance;
