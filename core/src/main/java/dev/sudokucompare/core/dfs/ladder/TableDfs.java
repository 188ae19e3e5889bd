package dev.sudokucompare.core.dfs.ladder;

import dev.sudokucompare.core.dfs.frame.DfsSolver;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;

/**
 * Rung 3: the same row-major search, but remember which values each row, column and box
 * already holds in boolean tables, so a test is three array reads instead of three set lookups.
 */
final class TableDfs extends DfsSolver {

    TableDfs() {
        super("dfs-table");
    }

    @Override
    protected void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control) {
        new Run(puzzle.shape(), cells, control).fill(0);
    }

    private static final class Run {
        private final Shape shape;
        private final int[] cells;
        private final int[] empties;
        private final boolean[][] rowUsed;
        private final boolean[][] colUsed;
        private final boolean[][] boxUsed;
        private final SearchControl control;

        Run(Shape shape, int[] cells, SearchControl control) {
            int n = shape.size();
            this.shape = shape;
            this.cells = cells;
            this.control = control;
            this.rowUsed = new boolean[n][n + 1];
            this.colUsed = new boolean[n][n + 1];
            this.boxUsed = new boolean[n][n + 1];
            for (int cell = 0; cell < cells.length; cell++) {
                if (cells[cell] != 0) {
                    mark(cell, cells[cell], true);
                }
            }
            this.empties = ShapeTopology.empties(cells);
        }

        boolean fill(int k) {
            if (k == empties.length) {
                return control.foundSolution(cells);
            }
            int cell = empties[k];
            boolean[] row = rowUsed[shape.row(cell)];
            boolean[] col = colUsed[shape.col(cell)];
            boolean[] box = boxUsed[shape.box(cell)];
            for (int v = 1; v < row.length; v++) {
                if (row[v] || col[v] || box[v]) {
                    continue;
                }
                if (control.enterNode(cell, v, k)) {
                    return true;
                }
                cells[cell] = v;
                row[v] = col[v] = box[v] = true;
                if (fill(k + 1)) {
                    return true;
                }
                row[v] = col[v] = box[v] = false;
                cells[cell] = 0;
                control.backtrack(cell, v, k);
            }
            return false;
        }

        private void mark(int cell, int v, boolean used) {
            rowUsed[shape.row(cell)][v] = used;
            colUsed[shape.col(cell)][v] = used;
            boxUsed[shape.box(cell)][v] = used;
        }
    }
}
