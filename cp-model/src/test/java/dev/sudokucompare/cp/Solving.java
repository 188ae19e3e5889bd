package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;

/** Assertions shared by the dataset tests: solve, then verify with the independent checker. */
final class Solving {

    private Solving() {
    }

    static SudokuSolver choco(String consistency) {
        return new ChocoSolver(ChocoOptions.DEFAULT.withConsistency(consistency));
    }

    /**
     * Solves and asserts a verified solution; returns it. The time limit is raised to the hang
     * guard: a hard puzzle on a busy machine must not fail for want of time.
     */
    static Grid solveVerified(SudokuSolver solver, Grid puzzle, SolveRequest request, String where) {
        SolveResult r = HangGuard.notHung(solver.name() + " " + where, solver.solve(puzzle, HangGuard.on(request)));
        assertThat(r.status()).as("%s %s: %s", solver.name(), where, r.describe()).isEqualTo(Status.SOLVED);
        assertThat(Checker.check(puzzle, r.solution())).as("%s %s checker", solver.name(), where).isEmpty();
        return r.solution();
    }
}
