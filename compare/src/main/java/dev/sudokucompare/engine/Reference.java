package dev.sudokucompare.engine;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.Objects;

/**
 * What the tool proves about a record itself, with an in-process solver of its own under a limit
 * of its own, so that no claim it can check goes unchecked, whichever door shows the answer: the
 * smallest completion (lexmin), the count up to the count limit (count), and whether any
 * completion exists (a "no solution" claim). Asked by the judge only when a ruling needs it, at
 * most once a record. {@link #OFF} proves nothing: the judge then says so in every reason it
 * could not prove.
 */
public final class Reference {

    /** No reference: claims are judged by the checker and the other answers only. */
    public static final Reference OFF = new Reference(null, Duration.ZERO);

    private final SudokuSolver solver;
    private final Duration limit;

    private Reference(SudokuSolver solver, Duration limit) {
        this.solver = solver;
        this.limit = limit;
    }

    /** {@code solver} proves, each proof stopped at {@code limit}. */
    public static Reference of(SudokuSolver solver, Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("the reference's time limit must be positive, got " + limit);
        }
        return new Reference(Objects.requireNonNull(solver), limit);
    }

    public boolean isOff() {
        return solver == null;
    }

    /** "dfs", the name reasons give; "off". */
    public String name() {
        return solver == null ? "off" : solver.name();
    }

    public Duration limit() {
        return limit;
    }

    /** "dfs, 10 s a record" or "off". */
    public String describe() {
        return solver == null ? "off" : solver.name() + ", " + seconds(limit) + " a record";
    }

    /**
     * What the reference finds for {@code puzzle} in {@code mode}: in lexmin mode the smallest
     * completion, in count mode the count up to {@code countLimit}, else any completion. Its grid
     * must pass the checker like anyone's; one that does not is no proof.
     */
    Proof prove(Grid puzzle, Mode mode, int countLimit) {
        if (solver == null) {
            return Proof.NONE;
        }
        SolveRequest request = switch (mode) {
            case LEXMIN -> SolveRequest.lexmin();
            case COUNT -> SolveRequest.count(countLimit);
            case FIRST -> SolveRequest.first();
        };
        SolveResult r;
        try {
            r = solver.solve(puzzle, request.withTimeLimit(limit));
        } catch (RuntimeException | StackOverflowError e) {
            return Proof.failed("the reference " + name() + " failed: " + e);
        }
        if (r.solution() != null && !Checker.isSolution(puzzle, r.solution())) {
            return Proof.failed("the reference " + name() + " returned an invalid grid");
        }
        return switch (r.status()) {
            case SOLVED -> new Proof(true, r.solution(), mode == Mode.COUNT ? r.solutionsFound() : 1,
                    mode != Mode.COUNT || r.countExact(), "");
            case NO_SOLUTION -> new Proof(true, null, 0, true, "");
            case LIMIT -> new Proof(false, r.solution(), r.solutionsFound(), false, "the reference " + name()
                    + " stopped at its limit (" + seconds(limit) + ")");
            case ERROR, BAD_OUTPUT -> Proof.failed("the reference " + name() + " failed: " + r.describe());
        };
    }

    /**
     * What the reference found. {@code decided}: it finished (a solution, the count, or proof that
     * there is none); otherwise {@code why} says what stopped it, and {@code found} counts the
     * solutions it did find (a lower bound). {@code solution}: a completion it found (the smallest,
     * in lexmin mode), or null. {@code exact}: the count is exact (not cut by the count limit).
     */
    record Proof(boolean decided, Grid solution, long found, boolean exact, String why) {

        static final Proof NONE = new Proof(false, null, 0, false, "reference off");

        static Proof failed(String why) {
            return new Proof(false, null, 0, false, why);
        }

        boolean solvable() {
            return found > 0;
        }
    }

    /** "10 s", "250 ms". */
    private static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }

    @Override
    public String toString() {
        return describe();
    }
}
