package dev.sudokucompare.core.dfs.frame;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.frame.SolverFrame;

/**
 * The depth-first rungs' part of the one frame ({@link SolverFrame}: name, clock, conflicting
 * givens, the one catch): a {@link SearchControl} for the call and the search's outcome as a
 * {@link SolveResult}.
 */
public abstract class DfsSolver extends SolverFrame {

    protected DfsSolver(String name) {
        super(name);
    }

    /** Every rung reports its decisions, for a student to follow the search. */
    @Override
    public Capabilities capabilities() {
        return Capabilities.IN_PROCESS.withTracesDecisions(true);
    }

    /** No model to build: the clash of the givens is found as the search's first step. */
    @Override
    protected final SearchStats conflictingGivensStats(long start) {
        return SearchControl.noSearch(start);
    }

    /** Searches {@code cells} (row-major values, 0 empty, givens consistent) under {@code control}. */
    protected abstract void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control);

    @Override
    protected final SolveResult search(Grid puzzle, SolveRequest request, Call call) {
        long start = call.start();
        SearchControl control = new SearchControl(request, start);
        call.statsSoFar(() -> control.stats(start));
        if (!control.outOfTimeOrCancelled()) {
            search(puzzle.toArray(), puzzle, request, control);
        }
        return control.result(puzzle, control.stats(start));
    }
}
