/**
 * The entry point of a worker JVM ({@link dev.sudokucompare.worker.WorkerMain}): it makes one
 * solver from the tool's catalog (and the plug-ins it is given) and answers the tool over its
 * standard streams in {@code solvers.worker.WorkerProtocol}'s lines. Nothing else imports it.
 */
package dev.sudokucompare.worker;
