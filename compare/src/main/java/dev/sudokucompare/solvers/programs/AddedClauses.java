package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.cnf.BlockingClause;
import dev.sudokucompare.core.cnf.Variables;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Clauses added to a puzzle's formula between runs of a SAT program: one that forbids a solution
 * found (for counting), and a set that admits only completions lexicographically smaller than a
 * solution (for the smallest). Over the formula's variables, plus auxiliary ones for the order.
 */
final class AddedClauses {

    private AddedClauses() {
    }

    /** The open cells' values of {@code solution}, not all again; null when the puzzle has no open cell. */
    static int[] blocking(Variables vars, Grid puzzle, Grid solution) {
        int[] clause = BlockingClause.of(vars, puzzle, solution);
        return clause.length == 0 ? null : clause;
    }

    /**
     * Clauses that a completion satisfies (with its auxiliary variables set right) exactly when it
     * is smaller than {@code solution} in row-major order. With the open cells c1..ck and the
     * solution's values s1..sk, auxiliary variables from {@code firstAux} on say "equal to the
     * solution on c1..ci" (e_i) and "first smaller at c_i" (d_i): some d_i holds; d_i needs a value
     * below s_i in c_i and e_(i-1); e_i needs s_i in c_i and e_(i-1). A model therefore equals the
     * solution before some c_i and is smaller there, and every smaller completion is such a model.
     * Empty when no open cell has a candidate below the solution's value (nothing can be smaller).
     */
    static List<int[]> smallerThan(Variables vars, Grid puzzle, Grid solution, int firstAux) {
        int n = puzzle.size();
        int[] open = openCells(puzzle);
        int lastSmaller = -1;
        for (int i = 0; i < open.length; i++) {
            if (hasSmaller(vars, open[i], solution.get(open[i]))) {
                lastSmaller = i;
            }
        }
        if (lastSmaller < 0) {
            return List.of();
        }
        List<int[]> clauses = new ArrayList<>();
        List<Integer> firstSmaller = new ArrayList<>();
        int next = firstAux;
        int equalBefore = 0; // e_(i-1); 0 before the first open cell (nothing to be equal to)
        for (int i = 0; i <= lastSmaller; i++) {
            int cell = open[i];
            int value = solution.get(cell);
            int[] below = new int[n + 1];
            int k = 0;
            for (int v = 1; v < value; v++) {
                if (vars.of(cell, v) != 0) {
                    below[k++] = vars.of(cell, v);
                }
            }
            if (k > 0) {
                int d = next++;
                firstSmaller.add(d);
                below[k++] = -d;
                clauses.add(Arrays.copyOf(below, k));
                if (equalBefore != 0) {
                    clauses.add(new int[] {-d, equalBefore});
                }
            }
            if (i < lastSmaller) {
                int e = next++;
                clauses.add(new int[] {-e, vars.of(cell, value)});
                if (equalBefore != 0) {
                    clauses.add(new int[] {-e, equalBefore});
                }
                equalBefore = e;
            }
        }
        clauses.add(firstSmaller.stream().mapToInt(Integer::intValue).toArray());
        return clauses;
    }

    /** The first clause {@code trueVariables} leaves false, or null when it satisfies them all. */
    static int[] violated(List<int[]> clauses, BitSet trueVariables) {
        for (int[] clause : clauses) {
            boolean satisfied = false;
            for (int literal : clause) {
                satisfied |= literal > 0 == trueVariables.get(Math.abs(literal));
            }
            if (!satisfied) {
                return clause;
            }
        }
        return null;
    }

    private static int[] openCells(Grid puzzle) {
        int[] open = new int[puzzle.shape().cellCount()];
        int k = 0;
        for (int cell = 0; cell < open.length; cell++) {
            if (puzzle.get(cell) == 0) {
                open[k++] = cell;
            }
        }
        return Arrays.copyOf(open, k);
    }

    private static boolean hasSmaller(Variables vars, int cell, int value) {
        for (int v = 1; v < value; v++) {
            if (vars.of(cell, v) != 0) {
                return true;
            }
        }
        return false;
    }
}
