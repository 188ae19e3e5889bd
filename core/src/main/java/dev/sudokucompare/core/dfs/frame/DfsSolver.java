package dev.sudokucompare.core.dfs.frame;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;

/**
 * The frame around every hand-written search: reject conflicting givens before searching,
 * time the call, turn the search's outcome into a {@link SolveResult}, and make sure no
 * exception (or stack overflow, or out-of-memory) escapes to the caller.
 */
public abstract class DfsSolver implements SudokuSolver {

    private final String name;

    protected DfsSolver(String name) {
        this.name = name;
    }

    @Override
    public final String name() {
        return name;
    }

    /** Every rung reports its decisions, for a student to follow the search. */
    @Override
    public Capabilities capabilities() {
        return Capabilities.IN_PROCESS.withTracesDecisions(true);
    }

    /** Searches {@code cells} (row-major values, 0 empty, givens consistent) under {@code control}. */
    protected abstract void search(int[] cells, Grid puzzle, SolveRequest request, SearchControl control);

    @Override
    public final SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            return conflicting(conflicts, start);
        }
        SearchControl control = new SearchControl(request, start);
        try {
            if (!control.outOfTimeOrCancelled()) {
                search(puzzle.toArray(), puzzle, request, control);
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return SolveResult.error(e, stats(control, start));
        }
        return control.result(puzzle, stats(control, start));
    }

    /** NO_SOLUTION naming the first of the (non-empty) {@code conflicts}. */
    public static SolveResult conflicting(List<Conflict> conflicts, long start) {
        return SolveResult.conflictingGivens(conflicts, new SearchStats(0, 0, 0, 0, System.nanoTime() - start));
    }

    public static SearchStats stats(SearchControl control, long start) {
        return new SearchStats(control.nodes(), control.backtracks(), control.backtracks(), 0, System.nanoTime() - start);
    }

    @Override
    public String toString() {
        return name;
    }
}
