package dev.sudokucompare.core.solve.frame;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Objects;

/**
 * What every in-process adapter of the tool repeats: its name (for a family with options, the
 * spec of those options) and the prologue of a call, which starts the clock and answers
 * conflicting givens without building anything. The adapter writes only {@link #search}.
 */
public abstract class SolverFrame implements SudokuSolver {

    private final String name;

    protected SolverFrame(String name) {
        this.name = Objects.requireNonNull(name);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public final SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        List<Conflict> conflicts = puzzle.conflicts();
        if (!conflicts.isEmpty()) {
            return SolveResult.conflictingGivens(conflicts, conflictingGivensStats(start));
        }
        return search(puzzle, request, start);
    }

    /**
     * The call for a puzzle whose givens do not clash.
     *
     * @param start {@link System#nanoTime()} when the call began: every time reported counts from it
     */
    protected abstract SolveResult search(Grid puzzle, SolveRequest request, long start);

    /**
     * The statistics of a call whose givens clash: by default all of its time is build time; a
     * family without a model to build (the depth-first rungs) counts it as search time.
     */
    protected SearchStats conflictingGivensStats(long start) {
        return nothingSearched(start);
    }

    /** The statistics of a call that stopped before it searched: all of its time so far is build time. */
    public static SearchStats nothingSearched(long start) {
        return new SearchStats(0, 0, 0, System.nanoTime() - start, 0);
    }
}
