package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;

/**
 * The exact cover matrix of a puzzle as Knuth's toroidal doubly-linked lists, built for the
 * open part only: a column for each constraint the givens leave unmet, a row for each placement
 * the givens still allow. Columns are linked cells first, in row-major order, then row-value,
 * column-value and box-value columns; each column lists its rows by ascending value. Nodes live in
 * int arrays: index 0 is the root, 1..C the column headers, and each matrix row is four consecutive
 * nodes starting at a multiple of four, so left and right neighbours within a row are computed,
 * not stored (cover and uncover never change them).
 */
final class CoverMatrix {

    private static final int ROOT = 0;

    /** Header links (root and columns only). */
    private final int[] left;
    private final int[] right;
    /** Vertical links and the column of every node, headers included. */
    private final int[] up;
    private final int[] down;
    private final int[] column;
    /** Rows still in each column, indexed by header. */
    private final int[] size;
    private final int firstRowNode;
    private final int[] rowCell;
    private final int[] rowValue;
    private final int openCells;

    private CoverMatrix(int columns, int rows, int openCells) {
        this.left = new int[columns + 1];
        this.right = new int[columns + 1];
        this.size = new int[columns + 1];
        this.firstRowNode = (columns + 1 + 3) & ~3;
        int nodes = firstRowNode + 4 * rows;
        this.up = new int[nodes];
        this.down = new int[nodes];
        this.column = new int[nodes];
        this.rowCell = new int[rows];
        this.rowValue = new int[rows];
        this.openCells = openCells;
        for (int h = 0; h <= columns; h++) {
            left[h] = h == 0 ? columns : h - 1;
            right[h] = h == columns ? 0 : h + 1;
            up[h] = h;
            down[h] = h;
            column[h] = h;
        }
    }

    /** The matrix of {@code puzzle}, whose givens must not conflict. */
    static CoverMatrix of(Grid puzzle) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        long all = n == 64 ? -1L : (1L << n) - 1;
        long[] rowUsed = new long[n];
        long[] colUsed = new long[n];
        long[] boxUsed = new long[n];
        int cells = shape.cellCount();
        for (int cell = 0; cell < cells; cell++) {
            int v = puzzle.get(cell);
            if (v != 0) {
                long bit = 1L << (v - 1);
                rowUsed[shape.row(cell)] |= bit;
                colUsed[shape.col(cell)] |= bit;
                boxUsed[shape.box(cell)] |= bit;
            }
        }
        // Header numbers: open cells, then every (unit, missing value) pair; 0 = constraint already met.
        int[] cellColumn = new int[cells];
        int[][] valueColumn = new int[3][n * n];
        int columns = 0;
        int rows = 0;
        int openCells = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.get(cell) == 0) {
                cellColumn[cell] = ++columns;
                openCells++;
                rows += Long.bitCount(all & ~(rowUsed[shape.row(cell)] | colUsed[shape.col(cell)] | boxUsed[shape.box(cell)]));
            }
        }
        long[][] used = {rowUsed, colUsed, boxUsed};
        for (int kind = 0; kind < 3; kind++) {
            for (int unit = 0; unit < n; unit++) {
                for (int v = 0; v < n; v++) {
                    if ((used[kind][unit] & (1L << v)) == 0) {
                        valueColumn[kind][unit * n + v] = ++columns;
                    }
                }
            }
        }
        CoverMatrix m = new CoverMatrix(columns, rows, openCells);
        int row = 0;
        for (int cell = 0; cell < cells; cell++) {
            if (puzzle.get(cell) != 0) {
                continue;
            }
            int r = shape.row(cell);
            int c = shape.col(cell);
            int b = shape.box(cell);
            long free = all & ~(rowUsed[r] | colUsed[c] | boxUsed[b]);
            for (long bits = free; bits != 0; bits &= bits - 1) {
                int v = Long.numberOfTrailingZeros(bits);
                m.addRow(row++, cell, v + 1, cellColumn[cell], valueColumn[0][r * n + v],
                        valueColumn[1][c * n + v], valueColumn[2][b * n + v]);
            }
        }
        return m;
    }

    private void addRow(int row, int cell, int value, int... headers) {
        rowCell[row] = cell;
        rowValue[row] = value;
        int base = firstRowNode + 4 * row;
        for (int j = 0; j < 4; j++) {
            int node = base + j;
            int h = headers[j];
            column[node] = h;
            up[node] = up[h];
            down[node] = h;
            down[up[h]] = node;
            up[h] = node;
            size[h]++;
        }
    }

    /** How many cells the givens leave open: the depth of every solution. */
    int openCells() {
        return openCells;
    }

    /** True when every column is covered: the chosen rows are a solution. */
    boolean allCovered() {
        return right[ROOT] == ROOT;
    }

    /**
     * Knuth's S heuristic: the first column with the fewest rows (stopping early at an empty one).
     * Must not be called when {@link #allCovered()}.
     */
    int smallestColumn() {
        int best = right[ROOT];
        int bestSize = size[best];
        for (int c = right[best]; c != ROOT && bestSize > 0; c = right[c]) {
            if (size[c] < bestSize) {
                best = c;
                bestSize = size[c];
            }
        }
        return best;
    }

    /**
     * For the lexicographically smallest cover: the first open cell's column (cells are linked
     * first, row-major) unless some column has at most one row, which is then taken. A column of
     * one row is in every cover below this node, so taking it first leaves the order of the covers
     * found unchanged; an empty column ends the branch early.
     */
    int firstCellOrForcedColumn() {
        int smallest = smallestColumn();
        return size[smallest] <= 1 ? smallest : right[ROOT];
    }

    int size(int header) {
        return size[header];
    }

    /** The first row node of a column, or the header itself when it is empty. */
    int firstRow(int header) {
        return down[header];
    }

    /** The row node below {@code node} in its column (the header after the last). */
    int nextRow(int node) {
        return down[node];
    }

    int cellOf(int node) {
        return rowCell[(node - firstRowNode) >> 2];
    }

    int valueOf(int node) {
        return rowValue[(node - firstRowNode) >> 2];
    }

    /** Removes {@code header}'s column and every row that meets it from the other columns. */
    void cover(int header) {
        right[left[header]] = right[header];
        left[right[header]] = left[header];
        for (int i = down[header]; i != header; i = down[i]) {
            for (int j = next(i); j != i; j = next(j)) {
                down[up[j]] = down[j];
                up[down[j]] = up[j];
                size[column[j]]--;
            }
        }
    }

    /** Exactly undoes {@link #cover}, in reverse order, restoring every list's order. */
    void uncover(int header) {
        for (int i = up[header]; i != header; i = up[i]) {
            for (int j = previous(i); j != i; j = previous(j)) {
                size[column[j]]++;
                down[up[j]] = j;
                up[down[j]] = j;
            }
        }
        right[left[header]] = header;
        left[right[header]] = header;
    }

    /** Takes the row of {@code node} (whose own column is covered already): covers its other columns. */
    void select(int node) {
        for (int j = next(node); j != node; j = next(j)) {
            cover(column[j]);
        }
    }

    /** Undoes {@link #select}. */
    void unselect(int node) {
        for (int j = previous(node); j != node; j = previous(j)) {
            uncover(column[j]);
        }
    }

    private static int next(int node) {
        return (node & ~3) | ((node + 1) & 3);
    }

    private static int previous(int node) {
        return (node & ~3) | ((node + 3) & 3);
    }
}
