package dev.sudokucompare.core.cdcl;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.cnf.BlockingClause;
import dev.sudokucompare.core.cnf.RowMajorLexmin;
import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.solve.frame.SolverFrame;
import java.util.Optional;

/**
 * Hand-written conflict-driven clause learning ({@link ClauseLearning}) behind the solver
 * contract. Each call has its own search state over the shape's shared groups (so one instance
 * serves many threads); the build (conflict check and that state) and the search (the givens'
 * propagation on) are timed apart. A node is a decision.
 * COUNT blocks each solution found with a clause and asks again; LEXMIN fixes the open cells in
 * row-major order, each to the smallest value with which a solution exists.
 */
final class CdclSolver extends SolverFrame {

    private CdclSolver(String name) {
        super(name);
    }

    /** The solver of {@code spec}, if it is this family's (its one name, no options). */
    static Optional<SudokuSolver> fromSpec(String spec) {
        return CdclPlugin.NAME.equals(spec) ? Optional.of(new CdclSolver(spec)) : Optional.empty();
    }

    @Override
    public Capabilities capabilities() {
        return Capabilities.IN_PROCESS;
    }

    @Override
    protected SolveResult search(Grid puzzle, SolveRequest request, Call call) {
        SearchControl control = new SearchControl(request, call.start());
        call.statsSoFar(() -> stats(control, null, call));
        ClauseLearning search = build(puzzle, control);
        call.statsSoFar(() -> stats(control, search, call));
        call.searchStarts();
        // A request cancelled (or out of time) before the search starts searches nothing.
        if (!control.outOfTimeOrCancelled() && addGivens(search, puzzle)) {
            if (request.mode() == Mode.LEXMIN) {
                lexmin(search, puzzle, control);
            } else {
                count(search, puzzle, control);
            }
        }
        return control.result(puzzle, stats(control, search, call));
    }

    /** The search over the groups of the puzzle's shape (built once per shape). */
    private static ClauseLearning build(Grid puzzle, SearchControl control) {
        Groups groups = Groups.of(puzzle.shape());
        return new ClauseLearning(groups.n, groups.members, groups.groupsOfVar, control);
    }

    /** Each given as a unit clause; false when propagating them leaves no completion. */
    private static boolean addGivens(ClauseLearning search, Grid puzzle) {
        int n = puzzle.shape().size();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            int value = puzzle.get(cell);
            if (value != 0 && !search.addClause(new int[] {2 * (cell * n + value - 1)})) {
                return false;
            }
        }
        return true;
    }

    /** FIRST and COUNT: solutions until enough, each blocked before the next call. */
    private static void count(ClauseLearning search, Grid puzzle, SearchControl control) {
        while (search.solve(new int[0]) == ClauseLearning.Outcome.SATISFIABLE) {
            int[] values = decode(search, puzzle);
            if (control.foundSolution(values) || !search.addClause(blocking(puzzle, values))) {
                return;
            }
        }
    }

    /** Row-major, each open cell gets the smallest value a solution still has there ({@link RowMajorLexmin}). */
    private static void lexmin(ClauseLearning search, Grid puzzle, SearchControl control) {
        int n = puzzle.shape().size();
        RowMajorLexmin.Outcome outcome = RowMajorLexmin.find(puzzle, new RowMajorLexmin.Search() {
            @Override
            public Boolean solve(int[] assumptions) {
                return switch (search.solve(assumptions)) {
                    case SATISFIABLE -> true;
                    case UNSATISFIABLE -> false;
                    case STOPPED -> null;
                };
            }

            @Override
            public int[] values() {
                return decode(search, puzzle);
            }

            @Override
            public int[] forbidFrom(int cell, int value) {
                int[] forbid = new int[value > 1 ? n - value + 1 : 0];
                for (int k = 0; k < forbid.length; k++) {
                    forbid[k] = 2 * (cell * n + value + k - 1) + 1; // a variable's negative literal
                }
                return forbid;
            }

            @Override
            public void fix(int cell, int value) {
                search.addClause(new int[] {2 * (cell * n + value - 1)});
            }
        });
        if (outcome.smallest() != null) {
            control.foundSolution(outcome.smallest());
        }
    }

    private static int[] decode(ClauseLearning search, Grid puzzle) {
        int n = puzzle.shape().size();
        int[] values = new int[puzzle.shape().cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            for (int v = 0; v < n; v++) {
                if (search.isTrue(cell * n + v)) {
                    values[cell] = v + 1;
                }
            }
        }
        return values;
    }

    /** At least one open cell differs from {@code values} (a variable's negative literal is 2 * variable + 1). */
    private static int[] blocking(Grid puzzle, int[] values) {
        int n = puzzle.shape().size();
        return BlockingClause.of(puzzle, cell -> values[cell], (cell, value) -> 2 * (cell * n + value - 1) + 1);
    }

    private static SearchStats stats(SearchControl control, ClauseLearning search, Call call) {
        long conflicts = search == null ? 0 : search.conflicts();
        long undone = search == null ? 0 : Math.min(search.decisionsUndone(), control.nodes());
        return call.stats(control.nodes(), undone, conflicts);
    }
}
