package dev.sudokucompare.cpsat;

import com.google.ortools.sat.SatParameters;
import com.google.ortools.sat.SatParameters.SearchBranching;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Google OR-Tools' CP-SAT behind the solver contract. Each call builds its own model and solver,
 * so one instance serves several threads. Effort: nodes are CP-SAT's branches, backtracks and
 * fails its conflicts; build time is making the model, search time the solve (presolve included).
 *
 * <p>COUNT enumerates every solution ({@code enumerate_all_solutions}, which also keeps presolve
 * from dropping any) and a solution callback stops the search at the count limit. CP-SAT cannot
 * enumerate in parallel, so COUNT always runs one worker.
 *
 * <p>LEXMIN by {@link LexminMethod#SEARCH}: one worker, presolve, symmetry reasoning and SAT
 * inprocessing off, and a fixed search that always branches on the first open cell, row-major,
 * fixing it to the smallest value left in its domain. Why the first solution is the smallest:
 * let s be it and s* the smallest, and suppose they differ first at cell i. Every domain reduction
 * CP-SAT makes, learnt clauses included, is implied by the constraints and the decisions on the
 * trail; when cell i received its value, those decisions concerned cells before i only, which hold
 * s*'s values. As s* satisfies all of that, s*(i) was still in cell i's domain, so cell i cannot
 * have been decided (smallest value) or propagated to anything other than s*(i) — a contradiction.
 * Clause learning, backjumps and restarts change which decisions are on the trail, never their
 * order, so the argument holds for every decision. {@link LexminMethod#OPTIMISE} needs no such
 * assumption about the search (see {@link OptimisedLexmin}).
 */
public final class CpSatSolver extends OptionsFrame<CpSatOptions> {


    public CpSatSolver(CpSatOptions options) {
        super(options);
    }

    /**
     * The solver a spec names ({@code cpsat}, {@code cpsat:workers=4,...}), if it is CP-SAT's. Loads
     * the native library, so a platform without it is a usage error here rather than in every call.
     *
     * @throws IllegalArgumentException for an unknown or invalid option, or when CP-SAT cannot run here
     */
    public static Optional<SudokuSolver> fromSpec(String spec) {
        Optional<CpSatOptions> options = CpSatOptions.parseSpec(spec);
        options.flatMap(o -> NativeLibrary.problem()).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
        return options.map(CpSatSolver::new);
    }

    @Override
    protected SolveResult search(Grid puzzle, SolveRequest request, Call call) {
        long start = call.start();
        Optional<String> problem = NativeLibrary.problem();
        if (problem.isPresent()) {
            return SolveResult.error(problem.get(), nothingSearched(start));
        }
        // OR-Tools counts nothing a failed call could report: only its times.
        call.statsSoFar(() -> call.stats(0, 0, 0));
        CpSatLimits budget = new CpSatLimits(request, start);
        if (request.mode() == Mode.LEXMIN && options().lexmin() == LexminMethod.OPTIMISE) {
            return new OptimisedLexmin(puzzle, options().workers(), budget, start).solve();
        }
        SudokuCpModel model = SudokuCpModel.of(puzzle);
        if (request.mode() == Mode.LEXMIN) {
            model.branchRowMajorSmallestValueFirst();
        }
        long searchStart = call.searchStarts();
        SolveCall.Outcome outcome = SolveCall.run(model, workersFor(request.mode()), tuning(request.mode()),
                request.solutionsWanted(), budget);
        long end = System.nanoTime();
        return toResult(puzzle, request, outcome, new SearchStats(outcome.branches(), outcome.conflicts(),
                outcome.conflicts(), searchStart - start, end - searchStart));
    }

    /** FIRST runs the workers asked for; enumeration and the fixed LEXMIN search need exactly one. */
    private int workersFor(Mode mode) {
        return mode == Mode.FIRST ? options().workers() : 1;
    }

    private static Consumer<SatParameters.Builder> tuning(Mode mode) {
        return switch (mode) {
            case FIRST -> p -> { };
            case COUNT -> p -> p.setEnumerateAllSolutions(true).setKeepAllFeasibleSolutionsInPresolve(true);
            case LEXMIN -> p -> p.setSearchBranching(SearchBranching.FIXED_SEARCH)
                    .setCpModelPresolve(false)
                    .setSymmetryLevel(0)
                    .setUseSatInprocessing(false)
                    .setKeepAllFeasibleSolutionsInPresolve(true);
        };
    }

    private SolveResult toResult(Grid puzzle, SolveRequest request, SolveCall.Outcome o, SearchStats stats) {
        if (o.invalid()) {
            return SolveResult.error("CP-SAT rejected the model: " + o.solverInfo(), stats);
        }
        String whyNone = "no completion exists (CP-SAT proved it infeasible)";
        if (o.infeasible()) {
            return SolveResult.noSolution(whyNone, stats);
        }
        Grid first = o.first() == null ? null : Grid.of(puzzle.shape(), o.first());
        boolean exact = request.mode() == Mode.COUNT && o.complete() && o.found() < request.solutionsWanted();
        return SolveResult.afterSearch(first, o.found(), exact, o.stopReason(), whyNone, stats, note(request.mode()));
    }

    private String note(Mode mode) {
        if (mode == Mode.FIRST || options().workers() == 1) {
            return "";
        }
        return mode == Mode.COUNT ? "counted on one worker: CP-SAT cannot enumerate solutions in parallel"
                : "lexmin searched on one worker: the fixed row-major search needs a single worker";
    }

    @Override
    public String toString() {
        return name();
    }
}
