package dev.sudokucompare.core.solve.frame;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What every in-process adapter of the tool repeats: its name (for a family with options, the
 * spec of those options), the prologue of a call, which starts the clock and answers conflicting
 * givens without building anything, and its one catch: whatever a family's code throws (an
 * exception, a stack overflow, running out of memory, a library that fails to link) is that
 * call's ERROR, with the statistics the family said it had so far ({@link Call#statsSoFar}),
 * never an exception escaping to the caller. The adapter writes only {@link #search}.
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
        Call call = new Call(System.nanoTime());
        try {
            List<Conflict> conflicts = puzzle.conflicts();
            if (!conflicts.isEmpty()) {
                return SolveResult.conflictingGivens(conflicts, conflictingGivensStats(call.start()));
            }
            return search(puzzle, request, call);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError | LinkageError e) {
            return SolveResult.error(e, call.failed());
        }
    }

    /**
     * The call for a puzzle whose givens do not clash. What it throws is the call's ERROR (see
     * the class comment); it tells {@code call} when its search starts and what its statistics are.
     */
    protected abstract SolveResult search(Grid puzzle, SolveRequest request, Call call);

    /**
     * One call's clock (when it began, when its search began after the build) and what its
     * statistics are should it fail from here on. Made by the frame for each call, so one solver
     * serves many threads.
     */
    public static final class Call {
        private final long start;
        private long searchStart;
        private Supplier<SearchStats> soFar;

        Call(long start) {
            this.start = start;
            this.searchStart = start;
        }

        /** {@link System#nanoTime()} when the call began: every time reported counts from it. */
        public long start() {
            return start;
        }

        /** Marks the end of the build: the time from here on is search time. Returns the mark. */
        public long searchStarts() {
            searchStart = System.nanoTime();
            return searchStart;
        }

        /** When the search began; the call's start while it is still building. */
        public long searchStart() {
            return searchStart;
        }

        /**
         * Statistics with these counts and the call's times so far: build time until the search
         * mark, search time since (all of it search time while still building, as before the mark).
         */
        public SearchStats stats(long nodes, long backtracks, long fails) {
            return new SearchStats(nodes, backtracks, fails, searchStart - start, System.nanoTime() - searchStart);
        }

        /** What the call's statistics are, should it fail from here on (until told again). */
        public void statsSoFar(Supplier<SearchStats> stats) {
            soFar = stats;
        }

        /** The statistics said so far; if even reading them fails (a solver left broken), only the time. */
        private SearchStats failed() {
            try {
                return soFar != null ? soFar.get() : nothingSearched(start);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                return nothingSearched(start);
            }
        }
    }

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
