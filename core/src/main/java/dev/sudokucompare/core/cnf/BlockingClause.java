package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.Grid;
import java.util.Arrays;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * The clause that forbids a solution found, for counting with a SAT search: at least one open cell
 * differs from it. One rule for every SAT family (the hand-written {@code cdcl}, Sat4j, outside
 * DIMACS programs), each with its own numbering of literals.
 */
public final class BlockingClause {

    private BlockingClause() {
    }

    /**
     * The literals "cell c does not hold the solution's value" for every open cell of {@code puzzle},
     * in row-major order; empty when no cell is open (nothing else can be a solution).
     *
     * @param valueAt      the solution's value in a cell
     * @param notHolding   the literal saying a cell does not hold a value, in the caller's numbering
     */
    public static int[] of(Grid puzzle, IntUnaryOperator valueAt, IntBinaryOperator notHolding) {
        int cells = puzzle.shape().cellCount();
        int[] clause = new int[cells];
        int k = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.get(cell) == 0) {
                clause[k++] = notHolding.applyAsInt(cell, valueAt.applyAsInt(cell));
            }
        }
        return Arrays.copyOf(clause, k);
    }

    /** The same over the formula's DIMACS variables: {@code -variable(cell, value)}. */
    public static int[] of(Variables variables, Grid puzzle, Grid solution) {
        return of(puzzle, solution::get, (cell, value) -> -variables.of(cell, value));
    }
}
