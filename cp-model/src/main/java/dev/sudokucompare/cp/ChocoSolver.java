package dev.sudokucompare.cp;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.SearchState;

/**
 * The Choco model behind the solver contract. With {@code model=fresh} each call builds its own
 * model; with {@code model=reuse} each thread keeps one model per shape and a call only loads its
 * givens (Choco models are not thread-safe, so either way one instance may serve several threads).
 * Model building and search are timed apart: the build is the price of the modelling layer (for a
 * reused model: loading the givens plus resetting afterwards, and on a thread's first call the
 * construction too), the search is what propagation buys.
 */
public final class ChocoSolver extends OptionsFrame<ChocoOptions> {

    /** This solver's per-thread models when it reuses them, else null. */
    private final ReusedModels reusedModels;

    public ChocoSolver(ChocoOptions options) {
        super(options);
        this.reusedModels = options.modelPolicy() == ModelPolicy.REUSE ? new ReusedModels(options.consistency()) : null;
    }

    /** The solver a spec names ({@code choco}, {@code choco:consistency=BC,...}), if it is Choco's. */
    public static Optional<SudokuSolver> fromSpec(String spec) {
        return ChocoOptions.parseSpec(spec).map(ChocoSolver::new);
    }

    @Override
    protected SolveResult search(Grid puzzle, SolveRequest request, Call call) {
        if (reusedModels == null) {
            return solveOn(() -> SudokuModel.of(puzzle, options().consistency()), puzzle, request, call);
        }
        SolveResult result = null;
        try {
            result = solveOn(() -> reusedModels.load(puzzle), puzzle, request, call);
        } finally {
            // A model a failure left half-way through propagation is dropped, not trusted again.
            long resetStart = System.nanoTime();
            reusedModels.release(puzzle.shape(), result != null && result.status() != Status.ERROR);
            if (result != null) {
                result = withExtraBuildTime(result, System.nanoTime() - resetStart);
            }
        }
        return result;
    }

    /** This solver's per-thread models, for tests; null unless it reuses models. */
    ReusedModels reusedModels() {
        return reusedModels;
    }

    /** Gets the call's model, installs search and limits, and searches (a failure is the frame's ERROR). */
    private SolveResult solveOn(Supplier<SudokuModel> modelForCall, Grid puzzle, SolveRequest request, Call call) {
        SudokuModel model = modelForCall.get();
        Solver solver = model.model().getSolver();
        call.statsSoFar(() -> stats(solver, null, null, call));
        effectiveStrategy(request).install(solver, model.cells());
        ChocoLimits limit = new ChocoLimits(solver, request, call.start());
        solver.addStopCriterion(limit);
        solver.plugMonitor(limit);
        FinishedNodes finished = new FinishedNodes(solver);
        solver.plugMonitor(finished);
        call.statsSoFar(() -> stats(solver, limit, finished, call));
        call.searchStarts();
        return search(puzzle, request, model, solver, limit, finished, call.searchStart() - call.start());
    }

    /** The reused model's reset belongs to the call that dirtied it: it counts as build time. */
    private static SolveResult withExtraBuildTime(SolveResult r, long nanos) {
        SearchStats s = r.stats();
        return r.withStats(new SearchStats(s.nodes(), s.backtracks(), s.fails(), s.buildNanos() + nanos, s.searchNanos()));
    }

    /** LEXMIN needs row-major, smallest-value-first branching whatever search was chosen. */
    Strategy effectiveStrategy(SolveRequest request) {
        return request.mode() == Mode.LEXMIN ? Strategy.INPUT_ORDER : options().strategy();
    }

    private SolveResult search(Grid puzzle, SolveRequest request, SudokuModel model, Solver solver,
            ChocoLimits limit, FinishedNodes finished, long buildNanos) {
        long searchStart = System.nanoTime();
        int wanted = request.solutionsWanted();
        long found = 0;
        int[] first = null;
        boolean exhausted = false;
        // Choco takes one more step after its criterion is met, and that step opens a node: a
        // request cancelled (or out of time) before the search must not start it at all.
        boolean stoppedBefore = limit.isMet();
        while (!stoppedBefore && found < wanted) {
            if (!solver.solve()) {
                // The search state, not the criterion, says whether the tree was exhausted.
                exhausted = solver.getSearchState() == SearchState.TERMINATED;
                break;
            }
            if (found++ == 0) {
                first = model.values();
            }
        }
        SearchStats stats = stats(solver, limit, finished, buildNanos, System.nanoTime() - searchStart);
        String stopped = exhausted || found >= wanted ? null
                : Objects.requireNonNullElse(limit.reason(), "search stopped (" + solver.getSearchState() + ")");
        String note = lexminNote(request);
        Grid solution = found == 0 ? null : Grid.of(puzzle.shape(), first);
        return SolveResult.afterSearch(solution, found, exhausted, stopped, "no completion exists (search exhausted)",
                stats, note);
    }

    private String lexminNote(SolveRequest request) {
        return request.mode() == Mode.LEXMIN && options().strategy() != Strategy.INPUT_ORDER
                ? "lexmin searched with inputOrder (row-major, smallest value first), not "
                        + options().strategy().specName()
                : "";
    }

    /** A failed call's statistics: the time before the search mark is build time, the rest search time. */
    private static SearchStats stats(Solver solver, ChocoLimits limit, FinishedNodes finished, Call call) {
        return stats(solver, limit, finished, call.searchStart() - call.start(), System.nanoTime() - call.searchStart());
    }

    /** Nodes within the node limit ({@link ChocoLimits}); backtracks by the contract ({@link FinishedNodes}). */
    private static SearchStats stats(Solver solver, ChocoLimits limit, FinishedNodes finished, long buildNanos,
            long searchNanos) {
        return new SearchStats(limit == null ? solver.getNodeCount() : limit.nodes(),
                finished == null ? 0 : finished.finished(), solver.getFailCount(), buildNanos, searchNanos);
    }

    @Override
    public String toString() {
        return name();
    }
}
