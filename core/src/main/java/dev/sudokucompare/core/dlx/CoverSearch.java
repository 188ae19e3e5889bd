package dev.sudokucompare.core.dlx;

import dev.sudokucompare.core.dfs.frame.SearchControl;

/**
 * Algorithm X on a {@link CoverMatrix}, iterative so that a 64x64 grid (4,096 levels) cannot
 * overflow the stack. Each level covers one column and tries its rows in turn; a row tried is a
 * node, a row taken back after its subtree was finished (without stopping) is a backtrack.
 */
final class CoverSearch {

    private static final int NONE = -1;

    private final CoverMatrix matrix;
    private final SearchControl control;
    private final boolean lexmin;
    private final int[] values;
    /** Per level: the column covered there (NONE for a dead end or a solution) and the row being tried. */
    private final int[] covered;
    private final int[] chosen;
    private boolean stopped;

    /** {@code values}: the puzzle's row-major values, filled in as rows are chosen. */
    CoverSearch(CoverMatrix matrix, int[] values, SearchControl control, boolean lexmin) {
        this.matrix = matrix;
        this.values = values;
        this.control = control;
        this.lexmin = lexmin;
        this.covered = new int[matrix.openCells() + 1];
        this.chosen = new int[matrix.openCells() + 1];
    }

    /** Searches until the tree is exhausted or {@code control} says stop. */
    void run() {
        int depth = 0;
        int node = open(0);
        while (!stopped) {
            if (node != NONE) {
                int cell = matrix.cellOf(node);
                if (control.enterNode(cell, matrix.valueOf(node), depth)) {
                    return;
                }
                matrix.select(node);
                values[cell] = matrix.valueOf(node);
                chosen[depth++] = node;
                node = open(depth);
                continue;
            }
            if (covered[depth] != NONE) {
                matrix.uncover(covered[depth]);
            }
            if (depth == 0) {
                return;
            }
            int taken = chosen[--depth];
            int cell = matrix.cellOf(taken);
            matrix.unselect(taken);
            values[cell] = 0;
            control.backtrack(cell, matrix.valueOf(taken), depth);
            node = matrix.nextRow(taken);
            if (node == covered[depth]) {
                node = NONE;
            }
        }
    }

    /** Opens a level: records a solution, or covers the chosen column; its first row, or NONE. */
    private int open(int depth) {
        covered[depth] = NONE;
        if (matrix.allCovered()) {
            stopped = control.foundSolution(values);
            return NONE;
        }
        int header = lexmin ? matrix.firstCellOrForcedColumn() : matrix.smallestColumn();
        if (matrix.size(header) == 0) {
            return NONE;
        }
        matrix.cover(header);
        covered[depth] = header;
        return matrix.firstRow(header);
    }
}
