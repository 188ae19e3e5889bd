package dev.sudokucompare.cp;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

/**
 * The constraint model of a grid: one {@link IntVar} per cell (domain 1..N) and an
 * {@code allDifferent} with the chosen consistency on every row, column and box. Not thread-safe:
 * a model belongs to one call ({@link #of}) or to one thread ({@link #blank}, see {@link ReusableModel}).
 */
final class SudokuModel {

    private final Model model;
    private final IntVar[] cells;

    private SudokuModel(Model model, IntVar[] cells) {
        this.model = model;
        this.cells = cells;
    }

    /** The model of {@code puzzle}, givens as constants; its givens must already be known not to conflict. */
    static SudokuModel of(Grid puzzle, String consistency) {
        return build(puzzle, consistency);
    }

    /** The model of an empty grid of {@code shape}: every cell a variable, so any puzzle can be loaded into it. */
    static SudokuModel blank(Shape shape, String consistency) {
        return build(Grid.empty(shape), consistency);
    }

    private static SudokuModel build(Grid puzzle, String consistency) {
        Shape shape = puzzle.shape();
        int n = shape.size();
        Model model = new Model("sudoku " + shape);
        IntVar[] cells = new IntVar[shape.cellCount()];
        for (int cell = 0; cell < cells.length; cell++) {
            int given = puzzle.get(cell);
            cells[cell] = given == 0
                    ? model.intVar(shape.describeCell(cell), 1, n, false)
                    : model.intVar(given);
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            int[] members = shape.unitCells(unit);
            IntVar[] vars = new IntVar[members.length];
            for (int i = 0; i < members.length; i++) {
                vars[i] = cells[members[i]];
            }
            model.allDifferent(vars, consistency).post();
        }
        return new SudokuModel(model, cells);
    }

    Model model() {
        return model;
    }

    /** The cell variables, row-major. */
    IntVar[] cells() {
        return cells;
    }

    /** The current values, row-major; call only when every cell is instantiated (at a solution). */
    int[] values() {
        int[] values = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            values[i] = cells[i].getValue();
        }
        return values;
    }
}
