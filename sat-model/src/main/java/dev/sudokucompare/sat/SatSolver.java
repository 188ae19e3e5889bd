package dev.sudokucompare.sat;

import dev.sudokucompare.core.cnf.SatOptions;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.cnf.RowMajorLexmin;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import dev.sudokucompare.core.solve.frame.OptionsFrame;
import dev.sudokucompare.core.cnf.SudokuCnf;
import java.util.Locale;
import java.util.Optional;

/**
 * The SAT model behind the solver contract. Each call encodes its puzzle and loads a Sat4j solver
 * of its own (so one instance serves many threads); building (encoding and loading the clauses)
 * and searching are timed apart. Nodes are Sat4j's decisions, backtracks and fails its conflicts;
 * the message of an answered call gives its propagations.
 */
public final class SatSolver extends OptionsFrame<SatOptions> {


    public SatSolver(SatOptions options) {
        super(options);
    }

    /** The solver a spec names ({@code sat}, {@code sat:encoding=extended,...}), if it is this model's. */
    public static Optional<SudokuSolver> fromSpec(String spec) {
        return SatOptions.parseSpec(spec).map(SatSolver::new);
    }

    @Override
    protected SolveResult search(Grid puzzle, SolveRequest request, Call thisCall) {
        long start = thisCall.start();
        SatLimits limits = new SatLimits(request, start);
        if (limits.outOfTimeOrCancelled()) {
            // A request cancelled (or out of time) before the call: nothing is encoded or searched.
            return new SolveResult(Status.LIMIT, null, 0, false, nothingSearched(start),
                    limits.reason());
        }
        thisCall.statsSoFar(() -> stats(limits, null, start, thisCall.searchStart()));
        SudokuCnf cnf = SudokuCnf.of(puzzle, options().encoding(), options().givens());
        long bound = cnf.clauseBound();
        if (bound > SudokuCnf.MAX_CLAUSES) {
            return SolveResult.error(String.format(Locale.ROOT, "the formula would have up to %,d clauses, more than the %,d"
                    + " this solver loads; givens=reduce keeps only the open cells' candidates", bound, SudokuCnf.MAX_CLAUSES),
                    stats(limits, null, start, System.nanoTime()));
        }
        SatCall call = new SatCall(cnf, limits, bound);
        thisCall.statsSoFar(() -> stats(limits, call, start, thisCall.searchStart()));
        long searchStart = thisCall.searchStarts();
        if (call.loadStopped()) {
            return result(puzzle, new Found(null, 0, false), limits, call, start, searchStart);
        }
        if (call.refutedWhileLoading()) {
            return SolveResult.noSolution("no completion exists (refuted while loading the clauses)",
                    stats(limits, call, start, searchStart));
        }
        Found found = switch (request.mode()) {
            case FIRST -> count(call, 1);
            case COUNT -> count(call, request.countLimit());
            case LEXMIN -> lexmin(call);
        };
        return result(puzzle, found, limits, call, start, searchStart);
    }

    /** What a mode found: the solution to report, how many, and whether the search space was exhausted. */
    private record Found(Grid solution, long count, boolean exhausted) {
    }

    /** Solutions up to {@code wanted}, each blocked before the next call. */
    private static Found count(SatCall call, int wanted) {
        Grid first = null;
        long found = 0;
        while (found < wanted) {
            Boolean sat = call.satisfiable();
            if (sat == null) {
                return new Found(first, found, false);
            }
            if (!sat) {
                return new Found(first, found, true);
            }
            Grid solution = call.decode();
            first = first == null ? solution : first;
            found++;
            if (found < wanted && !call.block(solution)) {
                return new Found(first, found, true);
            }
        }
        return new Found(first, found, false);
    }

    /** The smallest completion, cell by cell in row-major order ({@link RowMajorLexmin}). */
    private static Found lexmin(SatCall call) {
        Grid puzzle = call.cnf().puzzle();
        RowMajorLexmin.Outcome outcome = RowMajorLexmin.find(puzzle, new RowMajorLexmin.Search() {
            @Override
            public Boolean solve(int[] assumptions) {
                return call.satisfiable(assumptions);
            }

            @Override
            public int[] values() {
                return call.decode().toArray();
            }

            @Override
            public int[] forbidFrom(int cell, int value) {
                return call.forbidFrom(cell, value);
            }

            @Override
            public void fix(int cell, int value) {
                call.fix(cell, value);
            }
        });
        return outcome.smallest() == null ? new Found(null, 0, !outcome.stopped())
                : new Found(Grid.of(puzzle.shape(), outcome.smallest()), 1, false);
    }

    private static SolveResult result(Grid puzzle, Found found, SatLimits limits, SatCall call, long start,
            long searchStart) {
        SearchStats stats = stats(limits, call, start, searchStart);
        String limit = limits.reason();
        String effort = String.format(Locale.ROOT, "%,d propagations", call.propagations());
        return SolveResult.afterSearch(found.solution(), found.count(), found.exhausted(),
                limit == null ? null : limit + " (" + effort + ")",
                "no completion exists (unsatisfiable; " + effort + ")", stats, effort);
    }

    private static SearchStats stats(SatLimits limits, SatCall call, long start, long searchStart) {
        // Backtracks are decisions taken back (the contract's "node whose subtree is finished");
        // fails are Sat4j's conflicts.
        return new SearchStats(limits.decisions(), limits.decisionsUndone(), limits.conflicts(), searchStart - start,
                call == null ? 0 : System.nanoTime() - searchStart);
    }

    @Override
    public String toString() {
        return name();
    }
}
