package dev.sudokucompare.solvers.programs;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A MiniZinc solver as a solver ({@code mzn:gecode}): {@code minizinc --solver SOLVER} run on
 * {@link MiniZincModel} and the puzzle's data, once per question, with the call's time left as
 * {@code --time-limit} (and killed a second after it). FIRST is one run with {@code first_fail}
 * search. COUNT is one run asking for up to the count limit of solutions ({@code --num-solutions}):
 * the count is exact when MiniZinc says the search finished. LEXMIN is one run with
 * {@code input_order} search, which a solver that follows the annotation (Gecode does) ends on the
 * smallest completion, then runs with {@code lex_less} against the best so far until one is
 * unsatisfiable, which proves it the smallest whatever the solver's search: two runs when the
 * annotation was followed. Every solution is checked against the puzzle before it counts.
 */
final class MiniZincSolver implements SudokuSolver {

    /** The spec prefix. */
    public static final String PREFIX = "mzn:";

    /** A MiniZinc solver id or tag: {@code gecode}, {@code org.gecode.gecode}, {@code chuffed@0.12.1}. */
    private static final Pattern SOLVER_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._@-]*");

    private final String solver;
    private final MiniZincRun runner;

    private MiniZincSolver(String solver) {
        this.solver = solver;
        this.runner = new MiniZincRun(solver);
    }

    /**
     * The solver a spec names, if it is this family's.
     *
     * @throws IllegalArgumentException when it is, but names no solver id
     */
    public static Optional<SudokuSolver> fromSpec(String spec) {
        if (!spec.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String id = spec.substring(PREFIX.length()).strip();
        if (!SOLVER_ID.matcher(id).matches()) {
            throw new IllegalArgumentException("mzn: needs a MiniZinc solver id, e.g. mzn:gecode (minizinc --solvers"
                    + " lists them), not '" + id + "'");
        }
        return Optional.of(new MiniZincSolver(id));
    }

    @Override
    public String name() {
        return PREFIX + solver;
    }

    /** Every mode; outside this JVM; no node counts (the solver's own are in the message). */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(EnumSet.allOf(Mode.class), false, false, false);
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveRequest request) {
        return ProgramCall.answer("minizinc --solver " + solver, puzzle, request, call -> {
            MiniZincRun.Effort effort = new MiniZincRun.Effort();
            return switch (request.mode()) {
                case FIRST -> count(puzzle, call, effort, 1);
                case COUNT -> count(puzzle, call, effort, request.countLimit());
                case LEXMIN -> lexmin(puzzle, call, effort);
            };
        });
    }

    private SolveResult count(Grid puzzle, ProgramCall call, MiniZincRun.Effort effort, int wanted)
            throws ProgramCall.Stop, ProgramCall.Failure {
        // One run's output holds only so many grids: a larger count is stopped there, as a limit.
        int perRun = MiniZincRun.mostSolutionsPerRun(puzzle.shape());
        int asked = Math.min(wanted, perRun);
        MiniZincAnswer a = runner.run(puzzle, MiniZincModel.Search.FIRST_FAIL, null, asked, call, effort);
        List<Grid> found = a.solutions();
        String notes = notes(call, effort);
        if (found.isEmpty()) {
            return SolveResult.noSolution("no completion exists (UNSATISFIABLE); " + notes, call.stats());
        }
        if (asked < wanted && found.size() == asked && a.ending() != MiniZincAnswer.Ending.COMPLETE) {
            return SolveResult.limit(found.get(0), found.size(), "count stopped at " + found.size()
                    + " solutions: one minizinc run prints at most that many grids of this size; " + notes,
                    call.stats());
        }
        if (found.size() < wanted && a.ending() != MiniZincAnswer.Ending.COMPLETE) {
            // Stopped before the count limit without finishing: its time limit.
            return SolveResult.limit(found.get(0), found.size(), "stopped at the time limit after " + found.size()
                    + " solutions; " + notes, call.stats());
        }
        boolean exact = a.ending() == MiniZincAnswer.Ending.COMPLETE;
        return SolveResult.solved(found.get(0), found.size(), exact, call.stats(), notes);
    }

    /** The annotated search's solution, then lex_less runs until one proves it the smallest. */
    private SolveResult lexmin(Grid puzzle, ProgramCall call, MiniZincRun.Effort effort)
            throws ProgramCall.Stop, ProgramCall.Failure {
        MiniZincAnswer a = runner.run(puzzle, MiniZincModel.Search.INPUT_ORDER, null, 1, call, effort);
        if (a.solutions().isEmpty()) {
            return SolveResult.noSolution("no completion exists (UNSATISFIABLE); " + notes(call, effort), call.stats());
        }
        Grid best = a.solutions().get(0);
        int improvements = 0;
        while (true) {
            MiniZincAnswer smaller = runner.run(puzzle, MiniZincModel.Search.INPUT_ORDER, best, 1, call, effort);
            if (smaller.solutions().isEmpty()) {
                break;
            }
            best = smaller.solutions().get(0); // checked smaller by the run

            improvements++;
        }
        return SolveResult.solved(best, call.stats(), "the smallest: proved by an unsatisfiable lex_less run after "
                + improvements + (improvements == 1 ? " improvement; " : " improvements; ") + notes(call, effort));
    }

    private static String notes(ProgramCall call, MiniZincRun.Effort effort) {
        return call.notes() + "; " + effort;
    }

    @Override
    public String toString() {
        return name();
    }
}
