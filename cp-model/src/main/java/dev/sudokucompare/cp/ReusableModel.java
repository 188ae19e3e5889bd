package dev.sudokucompare.cp;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import org.chocosolver.memory.IEnvironment;
import org.chocosolver.solver.Cause;
import org.chocosolver.solver.exception.ContradictionException;

/**
 * A blank model of one shape, solved call after call on one thread. A call pushes a world and
 * instantiates its givens in it; afterwards the solver is hard-reset (search state, stop criteria,
 * strategy, monitors, node counts) and the world popped, so Choco's own trail undoes every domain
 * change. This is the push / solve / reset / pop pattern Choco's maintainers give for solving one
 * model under changing assumptions (chocoteam/choco-solver issue 549).
 */
final class ReusableModel {

    private final SudokuModel blank;
    private final IEnvironment environment;
    /** The world of the blank model: every call ends back here. */
    private final int blankWorld;

    ReusableModel(Shape shape, String consistency) {
        this.blank = SudokuModel.blank(shape, consistency);
        this.environment = blank.model().getEnvironment();
        this.blankWorld = environment.getWorldIndex();
    }

    /** The model with {@code puzzle}'s givens set; {@link #unload()} must follow, whatever happens. */
    SudokuModel load(Grid puzzle) {
        environment.worldPush();
        try {
            for (int cell = 0; cell < blank.cells().length; cell++) {
                int given = puzzle.get(cell);
                if (given != 0) {
                    // Nothing propagates here: the solve's initial propagation runs every propagator in full.
                    blank.cells()[cell].instantiateTo(given, Cause.Null);
                }
            }
        } catch (ContradictionException e) {
            // Every domain is 1..N at this point, so a given in range cannot contradict it.
            throw new IllegalStateException("given does not fit a blank " + puzzle.shape() + " model", e);
        }
        return blank;
    }

    /** Back to the blank model: no givens, no search state, no stop criteria, node counts at zero. */
    void unload() {
        // hardReset pops to the world its last solve started in (our pushed one, or an older one
        // if this call never reached solve()), so pop the rest explicitly.
        blank.model().getSolver().hardReset();
        environment.worldPopUntil(blankWorld);
    }

    /** The underlying model, for tests. */
    SudokuModel model() {
        return blank;
    }
}
