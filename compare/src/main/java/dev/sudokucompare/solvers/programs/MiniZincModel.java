package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.StringJoiner;

/**
 * Sudoku as a MiniZinc model: one integer variable per cell, the givens fixed, a global
 * all-different constraint on every row, column and box with domain consistency, and a search
 * annotation. The model is the same for every puzzle; the data ({@code .dzn}) gives the box and
 * the givens. The output prints each solution as N lines of N numbers.
 */
public final class MiniZincModel {

    /** The search annotation: which cell next, smallest value first. */
    public enum Search {
        /** The cell with the fewest values left (MiniZinc's {@code first_fail}): for a first solution and for counting. */
        FIRST_FAIL("first_fail"),
        /** The first open cell in row-major order ({@code input_order}): the first solution is the smallest. */
        INPUT_ORDER("input_order");

        private final String annotation;

        Search(String annotation) {
            this.annotation = annotation;
        }
    }

    private MiniZincModel() {
    }

    /**
     * The model. It calls the integer all-different by its name {@code all_different_int}: on a
     * current MiniZinc that is the same constraint {@code alldifferent} reaches (both call
     * {@code fzn_all_different_int}), but the Gecode 6.2 library Debian ships with MiniZinc 2.6 has
     * no {@code fzn_all_different_int}, and there {@code alldifferent} is flattened to pairwise
     * disequalities (janko.at's first 16x16 puzzle: 242,464 nodes and 11 s against 1 node and
     * under a millisecond of search), while {@code all_different_int} reaches Gecode's own
     * {@code distinct}.
     */
    public static String model(Search search) {
        return """
                % sudoku-compare: a Sudoku of any shape for MiniZinc; the data gives the box and the givens.
                % all_different_int is the integer alldifferent (both reach fzn_all_different_int); named so,
                % it reaches Gecode's own distinct also through the older library some systems ship.
                include "all_different_int.mzn";

                int: box_rows;
                int: box_cols;
                int: n = box_rows * box_cols;
                set of int: N = 1..n;
                array[N, N] of 0..n: givens;
                array[N, N] of var N: cell;

                constraint forall (r, c in N where givens[r, c] > 0) (cell[r, c] = givens[r, c]);
                constraint forall (r in N) (all_different_int([cell[r, c] | c in N]) :: domain);
                constraint forall (c in N) (all_different_int([cell[r, c] | r in N]) :: domain);
                constraint forall (bi in 0..n div box_rows - 1, bj in 0..n div box_cols - 1) (all_different_int(
                    [cell[bi * box_rows + i, bj * box_cols + j] | i in 1..box_rows, j in 1..box_cols]) :: domain);

                solve :: int_search([cell[r, c] | r, c in N], SEARCH, indomain_min) satisfy;

                output [show(cell[r, c]) ++ if c == n then "\\n" else " " endif | r, c in N];
                """.replace("SEARCH", search.annotation);
    }

    /** The data for one puzzle: its box and its givens (0 for an open cell), row by row. */
    public static String data(Grid puzzle) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < n; r++) {
            StringJoiner row = new StringJoiner(", ", r == 0 ? "[| " : "\n    | ", "");
            for (int c = 0; c < n; c++) {
                row.add(Integer.toString(puzzle.get(r, c)));
            }
            rows.append(row);
        }
        return "% sudoku-compare: the puzzle " + puzzle + "\n"
                + "box_rows = " + shape.boxRows() + ";\n"
                + "box_cols = " + shape.boxCols() + ";\n"
                + "givens = " + rows + " |];\n";
    }

    /** A constraint to add to the model: only completions lexicographically smaller than {@code solution}. */
    static String smallerThan(Grid solution) {
        StringJoiner values = new StringJoiner(", ", "[", "]");
        for (int cell = 0; cell < solution.shape().cellCount(); cell++) {
            values.add(Integer.toString(solution.get(cell)));
        }
        return "include \"lex_less.mzn\";\nconstraint lex_less([cell[r, c] | r, c in N], " + values + ");\n";
    }
}
