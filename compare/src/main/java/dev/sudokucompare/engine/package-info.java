/**
 * The comparison engine: runs every solver on every record (in batches, alternating order, with
 * repetitions, limits and a watchdog), judges each answer and each record with the independent
 * checker and the other solvers' proofs, and hands the judgements to listeners in input order. It
 * stands on core alone.
 */
package dev.sudokucompare.engine;
