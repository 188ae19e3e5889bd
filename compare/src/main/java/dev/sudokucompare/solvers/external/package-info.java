/**
 * Someone's own program as a solver: started once per puzzle, or once for many ({@code stream:}),
 * in a session of its own, in a control group where the machine allows (else its process tree
 * followed through /proc), fed the puzzle on stdin and its stdout read as one answer, its limits
 * enforced; whatever it leaves running is swept away after the call, and nothing of it outlives
 * the tool (a parent-death signal, and a reaper for when the tool is killed outright).
 */
package dev.sudokucompare.solvers.external;
