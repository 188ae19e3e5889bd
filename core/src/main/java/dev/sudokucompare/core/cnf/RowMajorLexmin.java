package dev.sudokucompare.core.cnf;

import dev.sudokucompare.core.Grid;

/**
 * The smallest completion in row-major order, found with an incremental SAT search: one loop for
 * every SAT family that finds it this way (the hand-written {@code cdcl}, Sat4j). Invariant:
 * {@code best} is a solution that agrees with every cell fixed so far. For the next open cell a
 * call asks for a solution with a smaller value there (best's value and every larger one forbidden
 * by assumptions); each success lowers best's value, and an unsatisfiable answer proves it the
 * smallest possible after the fixed prefix, so it is fixed for every later call.
 */
public final class RowMajorLexmin {

    /** What the loop needs of an incremental SAT search, in the search's own numbering of literals. */
    public interface Search {
        /** True when satisfiable under the assumptions, false when not, null when a limit stopped it. */
        Boolean solve(int[] assumptions);

        /** Each cell's value in the last model found. */
        int[] values();

        /** Assumptions forbidding {@code cell} every value from {@code value} up; empty when no smaller value can be. */
        int[] forbidFrom(int cell, int value);

        /** Holds {@code cell} at {@code value} for every later call. */
        void fix(int cell, int value);
    }

    /**
     * The loop's end: the smallest completion's values, or null when there is none or when a limit
     * stopped the search before it was proved smallest ({@code stopped}).
     */
    public record Outcome(int[] smallest, boolean stopped) {
    }

    private RowMajorLexmin() {
    }

    public static Outcome find(Grid puzzle, Search search) {
        Boolean any = search.solve(new int[0]);
        if (any == null || !any) {
            return new Outcome(null, any == null);
        }
        int[] best = search.values();
        for (int cell = 0; cell < best.length; cell++) {
            if (puzzle.get(cell) != 0) {
                continue;
            }
            for (int[] forbid = search.forbidFrom(cell, best[cell]); forbid.length > 0;
                    forbid = search.forbidFrom(cell, best[cell])) {
                Boolean smaller = search.solve(forbid);
                if (smaller == null) {
                    return new Outcome(null, true); // not proved smallest: nothing to report
                }
                if (!smaller) {
                    break;
                }
                best = search.values();
            }
            search.fix(cell, best[cell]);
        }
        return new Outcome(best, false);
    }
}
