/**
 * Someone's own program as a solver: started once per puzzle in a session of its own, fed the
 * puzzle on stdin, its stdout read as one answer, its time limit enforced, and whatever it leaves
 * running swept away after the call.
 */
package dev.sudokucompare.solvers.external;
