/**
 * Java solvers in JVMs of their own: a worker JVM per solver (or per fork), started from this
 * tool's jar or another build's, contained like an outside program ({@code process.Container}),
 * answering puzzle after puzzle over a pipe in {@link dev.sudokucompare.solvers.worker.WorkerProtocol}'s
 * lines and timed inside itself as an in-process call is timed. A call that overruns is killed,
 * not waited for; a worker that dies costs one answer, and a fresh one takes the next call.
 */
package dev.sudokucompare.solvers.worker;
