/**
 * The JaCoP model behind the solver contract, a plug-in of its own: one integer variable per
 * cell, an all-different constraint of a chosen consistency on every row, column and box, a fresh
 * store per call, and limits and cancellation through a listener JaCoP calls after each
 * propagation. The family declares its library (name, version, licence) so provenance names it.
 */
package dev.sudokucompare.jacop;
