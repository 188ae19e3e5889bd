package dev.sudokucompare.cli;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.Objects;

/**
 * The check command's decision on one answer to one puzzle, made the way BOJ does, with the first
 * reason when it is wrong.
 * For lexmin the smallest completion is found with a solver and the first cell where it is
 * smaller is named: that is the proof a smaller valid completion exists.
 */
final class AnswerCheck {

    /** ACCEPTED, WRONG with its reason, or UNDECIDED when the solver ran out of time. */
    enum Decision { ACCEPTED, WRONG, UNDECIDED }

    record Result(Decision decision, String reason) {
        @Override
        public String toString() {
            return decision + (reason.isEmpty() ? "" : ": " + reason);
        }
    }

    private final SudokuSolver solver;
    private final Duration timeLimit;

    AnswerCheck(SudokuSolver solver, Duration timeLimit) {
        this.solver = Objects.requireNonNull(solver);
        this.timeLimit = Objects.requireNonNull(timeLimit);
    }

    Result decide(Grid puzzle, Grid answer, boolean lexmin) {
        var problem = Checker.check(puzzle, answer);
        if (problem.isPresent()) {
            return new Result(Decision.WRONG, problem.get().message());
        }
        if (!lexmin) {
            return new Result(Decision.ACCEPTED, "");
        }
        SolveResult smallest = solver.solve(puzzle, SolveRequest.lexmin().withTimeLimit(timeLimit));
        if (smallest.status() != Status.SOLVED) {
            return new Result(Decision.UNDECIDED, "the smallest completion was not found: " + smallest.describe());
        }
        Grid best = smallest.solution();
        if (!Checker.isSolution(puzzle, best)) {
            return new Result(Decision.UNDECIDED, solver.name() + " returned an invalid smallest completion");
        }
        for (int cell = 0; cell < best.shape().cellCount(); cell++) {
            if (best.get(cell) != answer.get(cell)) {
                return new Result(Decision.WRONG, "not the smallest completion: at "
                        + best.shape().describeCell(cell) + " a valid completion has " + best.get(cell)
                        + " where the answer has " + answer.get(cell) + " (smallest: " + best + ")");
            }
        }
        return new Result(Decision.ACCEPTED, "");
    }
}
