package dev.sudokucompare.jacop;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import java.util.Optional;
import org.jacop.core.IntVar;
import org.jacop.search.DepthFirstSearch;
import org.jacop.search.IndomainMin;
import org.jacop.search.SelectChoicePoint;
import org.jacop.search.SimpleSelect;
import org.jacop.search.SmallestDomain;

/**
 * The JaCoP model behind the solver contract. Each call builds its own store (JaCoP's are not
 * thread-safe), so one instance serves several threads. First and count search smallest domain
 * first; lexmin labels the cells row-major, smallest value first, so its first solution is the
 * smallest. Building the store and searching are timed apart.
 */
public final class JacopSolver extends OptionsFrame<JacopOptions> {

    JacopSolver(JacopOptions options) {
        super(options);
    }

    /** The solver a spec names ({@code jacop}, {@code jacop:consistency=bounds}), if it is JaCoP's. */
    public static Optional<SudokuSolver> fromSpec(String spec) {
        return JacopOptions.parseSpec(spec).map(JacopSolver::new);
    }

    @Override
    protected SolveResult search(Grid puzzle, SolveRequest request, Call call) {
        long start = call.start();
        SudokuStore model = SudokuStore.of(puzzle, options().consistency());
        DepthFirstSearch<IntVar> search = new DepthFirstSearch<>();
        search.setPrintInfo(false);
        JacopLimits limit = new JacopLimits(search, request, start);
        // A failure from here on: the time before the search mark is build time, the rest search time.
        call.statsSoFar(() -> stats(search, limit, false, call.searchStart() - start,
                System.nanoTime() - call.searchStart()));
        search.setConsistencyListener(limit);
        FirstSolution solutions = new FirstSolution(model, request.solutionsWanted());
        search.setSolutionListener(solutions);
        SelectChoicePoint<IntVar> select = request.mode() == Mode.LEXMIN
                ? new SimpleSelect<>(model.cells(), null, new IndomainMin<>())
                : new SimpleSelect<>(model.cells(), new SmallestDomain<>(), new IndomainMin<>());
        long searchStart = call.searchStarts();
        if (limit.stoppedBefore()) {
            return SolveResult.limit(limit.reason(), new SearchStats(0, 0, 0, searchStart - start, 0));
        }
        search.labeling(model.store(), select);
        long searchNanos = System.nanoTime() - searchStart;
        return answer(puzzle, request, search, limit, solutions, searchStart - start, searchNanos);
    }

    private static SolveResult answer(Grid puzzle, SolveRequest request, DepthFirstSearch<IntVar> search,
            JacopLimits limit, FirstSolution solutions, long buildNanos, long searchNanos) {
        int wanted = request.solutionsWanted();
        long found = solutions.solutionsNo();
        // Enough solutions end the search whatever a limit says after; fewer without a stop: the tree ran out.
        String stopped = found >= wanted ? null : limit.reason();
        boolean exhausted = found < wanted && stopped == null;
        SearchStats stats = stats(search, limit, exhausted, buildNanos, searchNanos);
        Grid solution = found == 0 ? null : Grid.of(puzzle.shape(), solutions.first());
        return SolveResult.afterSearch(solution, found, exhausted, stopped, "no completion exists (search exhausted)",
                stats, "");
    }

    /**
     * Nodes as JaCoP counts them, within a limit; backtracks as the contract defines them, nodes
     * whose subtree is finished: all of them after an exhausted search, else at most JaCoP's own
     * count of backtracks.
     */
    private static SearchStats stats(DepthFirstSearch<IntVar> search, JacopLimits limit, boolean exhausted,
            long buildNanos, long searchNanos) {
        long nodes = limit.nodes();
        long backtracks = exhausted ? nodes : Math.min(search.getBacktracks(), nodes);
        return new SearchStats(nodes, backtracks, search.getWrongDecisions(), buildNanos, searchNanos);
    }
}
