package dev.sudokucompare.jacop;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import org.jacop.core.IntVar;
import org.jacop.core.Store;

/**
 * The constraint model of a grid in a JaCoP store: one {@link IntVar} per cell (domain 1..N, a
 * given fixed) and an all-different of the chosen consistency on every row, column and box. A
 * store is not thread-safe: each call builds its own.
 */
record SudokuStore(Store store, IntVar[] cells) {

    /** The model of {@code puzzle}; its givens must already be known not to conflict. */
    static SudokuStore of(Grid puzzle, Consistency consistency) {
        Shape shape = puzzle.shape();
        Store store = new Store();
        IntVar[] cells = new IntVar[shape.cellCount()];
        for (int cell = 0; cell < cells.length; cell++) {
            int given = puzzle.get(cell);
            cells[cell] = given == 0 ? new IntVar(store, 1, shape.size()) : new IntVar(store, given, given);
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            int[] members = shape.unitCells(unit);
            IntVar[] vars = new IntVar[members.length];
            for (int i = 0; i < members.length; i++) {
                vars[i] = cells[members[i]];
            }
            store.impose(consistency.allDifferent(vars));
        }
        return new SudokuStore(store, cells);
    }

    /** The current values, row-major; call only at a solution, when every cell is fixed. */
    int[] values() {
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = cells[i].value();
        }
        return values;
    }
}
