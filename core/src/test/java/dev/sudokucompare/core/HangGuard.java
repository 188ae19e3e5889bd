package dev.sudokucompare.core;

import dev.sudokucompare.core.solve.Capabilities;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;

/**
 * Time limits for tests that expect an answer, not a limit. A request's default limit (10 s) is
 * a measure of speed: a loaded machine reaches it on a hard puzzle and the test fails for no fault
 * of the code. These requests allow minutes, so only a hang reaches them, and a solver wrapped by
 * {@link #guarded} turns that into a failure that says "hung".
 */
public final class HangGuard {

    /** Long enough that only a hang reaches it, on any machine, however busy. */
    public static final Duration LIMIT = Duration.ofMinutes(5);

    private HangGuard() {
    }

    public static SolveRequest first() {
        return of(Mode.FIRST);
    }

    public static SolveRequest lexmin() {
        return of(Mode.LEXMIN);
    }

    public static SolveRequest count(int limit) {
        return SolveRequest.count(limit).withTimeLimit(LIMIT);
    }

    public static SolveRequest of(Mode mode) {
        return SolveRequest.of(mode).withTimeLimit(LIMIT);
    }

    /** {@code request} with its time limit raised to the guard (node limits and the rest kept). */
    public static SolveRequest on(SolveRequest request) {
        return request.timeLimit().compareTo(LIMIT) < 0 ? request.withTimeLimit(LIMIT) : request;
    }

    /** Throws "hung" if {@code r} was stopped by its time limit; otherwise returns it. */
    public static SolveResult notHung(String solver, SolveResult r) {
        if (r.status() == Status.LIMIT && r.message().startsWith("time limit")) {
            throw new AssertionError("hung: " + solver + " ran into the " + LIMIT.toMinutes()
                    + "-minute hang guard (" + r.describe() + ")");
        }
        return r;
    }

    /**
     * {@code solver} with every request's time limit raised to the guard; a call stopped by it
     * fails with "hung". Node limits and cancellations still stop it as asked.
     */
    public static SudokuSolver guarded(SudokuSolver solver) {
        return new SudokuSolver() {
            @Override
            public String name() {
                return solver.name();
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                return notHung(solver.name(), solver.solve(puzzle, on(request)));
            }

            @Override
            public Capabilities capabilities() {
                return solver.capabilities();
            }

            @Override
            public String runNotes() {
                return solver.runNotes();
            }

            @Override
            public void close() {
                solver.close();
            }

            @Override
            public String toString() {
                return solver.toString();
            }
        };
    }
}
