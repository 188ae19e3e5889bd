package dev.sudokucompare.core.dfs.ladder;

import dev.sudokucompare.core.dfs.frame.DfsSolver;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;

/**
 * Rung 1 of the ladder: fill the empty cells in row-major order, trying values ascending, and
 * test each value by scanning the cell's row, column and box. No memory of what is used, so
 * every test costs about 3N reads. Row-major ascending order makes the first solution the
 * lexicographically smallest, so FIRST and LEXMIN are the same search.
 */
final class ScanDfs extends DfsSolver {

    ScanDfs() {
        super("dfs-scan");
    }

    @Override
    protected void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control) {
        new Run(puzzle.shape(), cells, control).fill(0);
    }

    private static final class Run {
        private final int n;
        private final int boxRows;
        private final int boxCols;
        private final int[] cells;
        private final int[] empties;
        private final SearchControl control;

        Run(Shape shape, int[] cells, SearchControl control) {
            this.n = shape.size();
            this.boxRows = shape.boxRows();
            this.boxCols = shape.boxCols();
            this.cells = cells;
            this.control = control;
            this.empties = ShapeTopology.empties(cells);
        }

        /** Fills empties[k..]; true when the search must stop. */
        boolean fill(int k) {
            if (k == empties.length) {
                return control.foundSolution(cells);
            }
            int cell = empties[k];
            int row = cell / n;
            int col = cell % n;
            for (int v = 1; v <= n; v++) {
                if (!fits(row, col, v)) {
                    continue;
                }
                if (control.enterNode(cell, v, k)) {
                    return true;
                }
                cells[cell] = v;
                if (fill(k + 1)) {
                    return true;
                }
                cells[cell] = 0;
                control.backtrack(cell, v, k);
            }
            return false;
        }

        private boolean fits(int row, int col, int v) {
            for (int i = 0; i < n; i++) {
                if (cells[row * n + i] == v || cells[i * n + col] == v) {
                    return false;
                }
            }
            int top = row - row % boxRows;
            int left = col - col % boxCols;
            for (int r = top; r < top + boxRows; r++) {
                for (int c = left; c < left + boxCols; c++) {
                    if (cells[r * n + c] == v) {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
