/**
 * Someone's own program as a solver: started once per puzzle ({@code external:}), or once for
 * many ({@code stream:}), fed the puzzle on stdin and its stdout read as one answer. How a program
 * is started, contained, limited, measured and swept away is {@code dev.sudokucompare.process}'s;
 * this package is the two adapters and the stream protocol.
 */
package dev.sudokucompare.solvers.external;
