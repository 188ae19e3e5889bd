package dev.sudokucompare.core.dfs.fast;

import dev.sudokucompare.core.dfs.frame.SearchControl;
import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;

/**
 * The fastest DFS: a bit-parallel band board for 9x9 ({@link BandSearch}) and a copy-per-level
 * candidate search with stronger propagation for every other shape ({@link GeneralSearch}). Same contract and bookkeeping
 * as the ladder ({@link SearchControl}); it does not use the {@link DfsSolver} frame only because
 * the band board spots clashing givens while loading them, which keeps a scan of the puzzle out
 * of the few microseconds an easy puzzle takes.
 */
public final class FastDfs implements SudokuSolver {

    private final String name;

    public FastDfs(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        long start = System.nanoTime();
        SearchControl control = new SearchControl(request, start);
        boolean rowMajor = request.mode() == Mode.LEXMIN;
        try {
            Shape shape = puzzle.shape();
            if (shape == Shape.CLASSIC || shape.equals(Shape.CLASSIC)) {
                BandSearch search = new BandSearch(control, rowMajor);
                if (!search.load(puzzle)) {
                    return SolveResult.conflictingGivens(puzzle.conflicts(), SearchControl.noSearch(start));
                }
                if (!control.outOfTimeOrCancelled()) {
                    search.run();
                }
            } else {
                List<Conflict> conflicts = puzzle.conflicts();
                if (!conflicts.isEmpty()) {
                    return SolveResult.conflictingGivens(conflicts, SearchControl.noSearch(start));
                }
                if (!control.outOfTimeOrCancelled()) {
                    new GeneralSearch(puzzle, control, rowMajor).run();
                }
            }
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return SolveResult.error(e, control.stats(start));
        }
        return control.result(puzzle, control.stats(start));
    }

    @Override
    public String toString() {
        return name;
    }
}
