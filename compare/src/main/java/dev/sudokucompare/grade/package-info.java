/**
 * {@code grade}: a class of untrusted submissions judged as an online judge would — each one's
 * language found from its files ({@link dev.sudokucompare.grade.LanguageTable}), compiled and run
 * in the sandbox ({@link dev.sudokucompare.process.Sandbox}), every test judged by the one judge
 * through {@link dev.sudokucompare.solvers.external.ExternalSolver}, scored by a test plan
 * ({@link dev.sudokucompare.grade.TestPlan}), and written out as a gradebook, per-student feedback
 * and a class report. Judgements are kept so that a re-grade runs only what changed.
 */
package dev.sudokucompare.grade;
