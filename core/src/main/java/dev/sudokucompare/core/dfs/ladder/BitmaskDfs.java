package dev.sudokucompare.core.dfs.ladder;

import dev.sudokucompare.core.dfs.frame.DfsSolver;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.dfs.frame.ShapeTopology;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.SolveRequest;

/**
 * Rung 4: one bitmask of used values per row, column and box (bit v-1 for value v). The free
 * values of a cell are one OR and one NOT, and the loop visits only those, lowest first.
 */
final class BitmaskDfs extends DfsSolver {

    BitmaskDfs() {
        super("dfs-bitmask");
    }

    @Override
    protected void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control) {
        new Run(puzzle.shape(), cells, control).fill(0);
    }

    private static final class Run {
        private final int[] cells;
        private final int[] empties;
        private final int[] rowOf;
        private final int[] colOf;
        private final int[] boxOf;
        private final long[] rowMask;
        private final long[] colMask;
        private final long[] boxMask;
        private final long all;
        private final SearchControl control;

        Run(Shape shape, int[] cells, SearchControl control) {
            int n = shape.size();
            this.cells = cells;
            this.control = control;
            this.all = n == 64 ? -1L : (1L << n) - 1;
            this.rowMask = new long[n];
            this.colMask = new long[n];
            this.boxMask = new long[n];
            ShapeTopology topology = ShapeTopology.of(shape);
            this.rowOf = topology.rowOf;
            this.colOf = topology.colOf;
            this.boxOf = topology.boxOf;
            for (int cell = 0; cell < cells.length; cell++) {
                if (cells[cell] != 0) {
                    long bit = 1L << (cells[cell] - 1);
                    rowMask[rowOf[cell]] |= bit;
                    colMask[colOf[cell]] |= bit;
                    boxMask[boxOf[cell]] |= bit;
                }
            }
            this.empties = ShapeTopology.empties(cells);
        }

        boolean fill(int k) {
            if (k == empties.length) {
                return control.foundSolution(cells);
            }
            int cell = empties[k];
            int r = rowOf[cell];
            int c = colOf[cell];
            int b = boxOf[cell];
            long free = ~(rowMask[r] | colMask[c] | boxMask[b]) & all;
            while (free != 0) {
                long bit = free & -free;
                free ^= bit;
                int v = Long.numberOfTrailingZeros(bit) + 1;
                if (control.enterNode(cell, v, k)) {
                    return true;
                }
                cells[cell] = v;
                rowMask[r] |= bit;
                colMask[c] |= bit;
                boxMask[b] |= bit;
                if (fill(k + 1)) {
                    return true;
                }
                rowMask[r] ^= bit;
                colMask[c] ^= bit;
                boxMask[b] ^= bit;
                cells[cell] = 0;
                control.backtrack(cell, v, k);
            }
            return false;
        }
    }
}
