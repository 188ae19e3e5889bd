package dev.sudokucompare.sat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.cnf.BlockingClause;
import dev.sudokucompare.core.cnf.SudokuCnf;
import dev.sudokucompare.core.cnf.Variables;
import java.util.Arrays;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.minisat.core.ICDCL;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.TimeoutException;

/**
 * One solve call's Sat4j solver, loaded with one puzzle's formula: satisfiability calls under
 * the call's limits, models decoded into checked grids, and the clauses COUNT and LEXMIN add as
 * they go. Used by one thread, then dropped.
 */
final class SatCall {

    /** How often loading reads the clock: a formula of millions of clauses takes seconds to load. */
    private static final int CLOCK_EVERY_CLAUSES = 1 << 16;

    private final SudokuCnf cnf;
    private final Grid puzzle;
    private final Variables variables;
    private final SatLimits limits;
    private final ICDCL<?> solver;
    private final int[] assumptions;
    private boolean refuted;
    private boolean loadStopped;
    private long loaded;

    SatCall(SudokuCnf cnf, SatLimits limits, long clauseBound) {
        this.cnf = cnf;
        this.puzzle = cnf.puzzle();
        this.variables = cnf.variables();
        this.limits = limits;
        this.assumptions = cnf.assumptions();
        this.solver = SolverFactory.newGlucose21(); // what SolverFactory.newDefault() returns
        solver.setSearchListener(limits);
        // A conflict-counted timeout that never runs out: Sat4j's time-based one starts a Timer
        // thread per call. SatLimits stops the search instead (time, nodes, cancellation).
        solver.setTimeoutOnConflicts(Integer.MAX_VALUE);
        solver.newVar(variables.count());
        solver.setExpectedNumberOfClauses((int) Math.min(clauseBound, Integer.MAX_VALUE));
        try {
            cnf.emit(this::add);
        } catch (LoadStopped e) {
            loadStopped = true;
        }
    }

    /** Thrown by the loading sink when the deadline passes or the call is cancelled mid-load. */
    private static final class LoadStopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LoadStopped() {
            super(null, null, false, false);
        }
    }

    private void add(int[] literals) {
        if (++loaded % CLOCK_EVERY_CLAUSES == 0 && limits.outOfTimeOrCancelled()) {
            throw new LoadStopped();
        }
        if (refuted) {
            return;
        }
        if (literals.length == 0) {
            refuted = true;
            return;
        }
        try {
            solver.addClause(new VecInt(literals));
        } catch (ContradictionException e) {
            refuted = true;
        }
    }

    /** True when loading already proved the formula unsatisfiable (an empty clause, or clashing units). */
    boolean refutedWhileLoading() {
        return refuted;
    }

    /** True when a limit stopped the loading. */
    boolean loadStopped() {
        return loadStopped;
    }

    /** TRUE or FALSE, proved; null when a limit stopped the search. */
    Boolean satisfiable(int... extra) {
        if (limits.outOfTimeOrCancelled()) {
            return null;
        }
        int[] all = Arrays.copyOf(assumptions, assumptions.length + extra.length);
        System.arraycopy(extra, 0, all, assumptions.length, extra.length);
        try {
            // global: one conflict timeout for every call of this solve, not one per call
            return solver.isSatisfiable(new VecInt(all), true);
        } catch (TimeoutException e) {
            if (limits.reason() == null) {
                throw new IllegalStateException("Sat4j stopped without a limit: " + e.getMessage(), e);
            }
            return null;
        }
    }

    /**
     * The last model as a grid. Never trusted: every open cell must get exactly one value, no
     * given may change, and the {@link Checker} must accept the grid.
     *
     * @throws IllegalStateException naming what is wrong with the model
     */
    Grid decode() {
        int[] values = puzzle.toArray();
        boolean[] assigned = new boolean[values.length];
        for (int x = 1; x <= variables.count(); x++) {
            if (!solver.model(x)) {
                continue;
            }
            int cell = variables.cell(x);
            int value = variables.value(x);
            if (puzzle.get(cell) != 0) {
                if (value != puzzle.get(cell)) {
                    throw new IllegalStateException("the model puts " + value + " in the given cell "
                            + puzzle.shape().describeCell(cell));
                }
                continue;
            }
            if (assigned[cell]) {
                throw new IllegalStateException("the model gives " + puzzle.shape().describeCell(cell)
                        + " two values, " + values[cell] + " and " + value);
            }
            assigned[cell] = true;
            values[cell] = value;
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                throw new IllegalStateException("the model leaves " + puzzle.shape().describeCell(cell) + " empty");
            }
        }
        Grid grid = Grid.of(puzzle.shape(), values);
        Checker.check(puzzle, grid).ifPresent(p -> {
            throw new IllegalStateException("the model decodes to an invalid grid: " + p.message());
        });
        return grid;
    }

    /** Forbids {@code solution} from now on; false when no other solution can exist (no open cell). */
    boolean block(Grid solution) {
        int[] clause = BlockingClause.of(variables, puzzle, solution);
        if (clause.length == 0) {
            return false;
        }
        try {
            solver.addClause(new VecInt(clause));
            return true;
        } catch (ContradictionException e) {
            return false;
        }
    }

    /** Fixes {@code cell} to {@code value} for every later call (a unit clause). */
    void fix(int cell, int value) {
        try {
            solver.addClause(new VecInt(new int[] {variables.of(cell, value)}));
        } catch (ContradictionException e) {
            throw new IllegalStateException("fixing " + puzzle.shape().describeCell(cell) + "=" + value
                    + " contradicts a solution already found", e);
        }
    }

    /** Literals that forbid {@code cell} every value from {@code value} up; empty when no smaller value has a variable. */
    int[] forbidFrom(int cell, int value) {
        boolean smallerExists = false;
        for (int v = 1; v < value && !smallerExists; v++) {
            smallerExists = variables.of(cell, v) != 0;
        }
        if (!smallerExists) {
            return new int[0];
        }
        int n = puzzle.size();
        int[] literals = new int[n - value + 1];
        int k = 0;
        for (int v = value; v <= n; v++) {
            int x = variables.of(cell, v);
            if (x != 0) {
                literals[k++] = -x;
            }
        }
        return Arrays.copyOf(literals, k);
    }

    long propagations() {
        return solver.getStats().getPropagations();
    }

    SudokuCnf cnf() {
        return cnf;
    }
}
