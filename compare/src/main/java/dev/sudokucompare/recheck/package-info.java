/**
 * Reading a run's own files back and checking them, for a resumed run and for merge: the inputs'
 * digests, results.csv indexed by record (a cut end found), and each record's rows checked
 * against the record its input holds and judged again by the run's judge.
 */
package dev.sudokucompare.recheck;
