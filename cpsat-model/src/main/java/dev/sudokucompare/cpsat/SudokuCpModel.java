package dev.sudokucompare.cpsat;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.DecisionStrategyProto.DomainReductionStrategy;
import com.google.ortools.sat.DecisionStrategyProto.VariableSelectionStrategy;
import com.google.ortools.sat.IntVar;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;

/**
 * The CP-SAT model of a grid: one {@link IntVar} per cell (domain 1..N, a given's domain is its
 * value) and an all-different on every row, column and box. Belongs to one call: CP-SAT models are
 * plain builders, not thread-safe.
 */
final class SudokuCpModel {

    private final CpModel model;
    private final IntVar[] cells;

    private SudokuCpModel(CpModel model, IntVar[] cells) {
        this.model = model;
        this.cells = cells;
    }

    /** The model of {@code puzzle}; its givens must already be known not to conflict. */
    static SudokuCpModel of(Grid puzzle) {
        Shape shape = puzzle.shape();
        CpModel model = new CpModel();
        IntVar[] cells = new IntVar[shape.cellCount()];
        for (int cell = 0; cell < cells.length; cell++) {
            int given = puzzle.get(cell);
            String name = shape.describeCell(cell);
            cells[cell] = given == 0 ? model.newIntVar(1, shape.size(), name) : model.newIntVar(given, given, name);
        }
        for (int unit = 0; unit < shape.unitCount(); unit++) {
            int[] members = shape.unitCells(unit);
            IntVar[] vars = new IntVar[members.length];
            for (int i = 0; i < members.length; i++) {
                vars[i] = cells[members[i]];
            }
            model.addAllDifferent(vars);
        }
        return new SudokuCpModel(model, cells);
    }

    /** Declares the search LEXMIN relies on: the first open cell in row-major order, its smallest value first. */
    void branchRowMajorSmallestValueFirst() {
        model.addDecisionStrategy(cells, VariableSelectionStrategy.CHOOSE_FIRST,
                DomainReductionStrategy.SELECT_MIN_VALUE);
    }

    CpModel model() {
        return model;
    }

    /** The cell variables, row-major. */
    IntVar[] cells() {
        return cells;
    }
}
