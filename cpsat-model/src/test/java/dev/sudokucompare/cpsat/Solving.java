package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;

/** Solvers and assertions shared by the tests: solve, then verify with the independent checker. */
final class Solving {

    static final CpSatSolver CPSAT = new CpSatSolver(CpSatOptions.DEFAULT);
    static final CpSatSolver OPTIMISING = new CpSatSolver(CpSatOptions.DEFAULT.withLexmin(LexminMethod.OPTIMISE));

    private Solving() {
    }

    /** Solves (only a hang may stop it: the time limit is raised to the hang guard) and asserts a verified solution; returns it. */
    static Grid solveVerified(SudokuSolver solver, Grid puzzle, SolveRequest request, String where) {
        SolveResult r = HangGuard.notHung(solver.name() + " " + where, solver.solve(puzzle, HangGuard.on(request)));
        assertThat(r.status()).as("%s %s: %s", solver.name(), where, r.describe()).isEqualTo(Status.SOLVED);
        assertThat(Checker.check(puzzle, r.solution())).as("%s %s checker", solver.name(), where).isEmpty();
        return r.solution();
    }
}
