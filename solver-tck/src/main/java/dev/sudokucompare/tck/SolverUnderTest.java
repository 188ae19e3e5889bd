package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The solver with its capabilities, as every check calls it: each call is guarded (a throw is a
 * failure, not an error of the kit) and its result must keep the rules that hold for every
 * answer, whatever the test: see {@link #solve}.
 */
final class SolverUnderTest {

    /** The time limit of a kit request that sets none: a guard against hangs, not a speed test. */
    static final Duration ANSWER_GUARD = Duration.ofMinutes(2);


    private final SudokuSolver solver;
    private final SolverCapabilities capabilities;

    SolverUnderTest(SudokuSolver solver, SolverCapabilities capabilities) {
        this.solver = Objects.requireNonNull(solver, "solver() returned null");
        this.capabilities = Objects.requireNonNull(capabilities, "capabilities() returned null");
    }

    SudokuSolver solver() {
        return solver;
    }

    SolverCapabilities capabilities() {
        return capabilities;
    }

    /** Skips the calling check unless the solver answers {@code mode}. */
    void assumeMode(Mode mode) {
        assumeTrue(capabilities.supports(mode), () -> solver.name() + " declares no " + mode + " mode");
    }

    void assumeNodeCounts() {
        assumeTrue(capabilities.countsNodes(), () -> solver.name() + " declares no node counts");
    }

    void assumeShape(Shape shape) {
        assumeTrue(capabilities.handles(shape), () -> solver.name() + " declares grids up to "
                + capabilities.largestSide() + "x" + capabilities.largestSide() + ", not " + shape);
    }

    /** The puzzles of {@code candidates} within the largest side; skips the check when none is. */
    List<KitPuzzle> within(List<KitPuzzle> candidates) {
        List<KitPuzzle> kept = candidates.stream().filter(p -> capabilities.handles(p.shape())).toList();
        assumeTrue(!kept.isEmpty(), () -> solver.name() + " declares grids up to " + capabilities.largestSide()
                + "x" + capabilities.largestSide() + ": none of these puzzles is that small");
        return kept;
    }

    /**
     * Solves, failing when the solver throws, and checks what every result must satisfy: no
     * ERROR or BAD_OUTPUT; statistics non-negative, backtracks at most nodes, build plus search
     * time within the wall time of the call; for solvers counting nodes, nodes within a node
     * limit, and every node backtracked after a search that ran out (no solution, or an exact
     * count); a solution exactly when solutions were found, valid and keeping the givens; never
     * more solutions than asked for; NO_SOLUTION proves zero (exact, no solution); LIMIT is never
     * exact and gives a reason.
     */
    SolveResult solve(String where, Grid puzzle, SolveRequest asked) {
        // The kit judges answers, not speed: a request left at the default limit gets minutes, so a
        // loaded machine cannot turn a right but slow answer (a process per step) into LIMIT.
        SolveRequest request = asked.timeLimit().equals(SolveRequest.DEFAULT_TIME_LIMIT)
                ? asked.withTimeLimit(ANSWER_GUARD) : asked;
        String call = solver.name() + " on " + where + ", " + request;
        long start = System.nanoTime();
        SolveResult r;
        try {
            r = solver.solve(puzzle, request);
        } catch (RuntimeException | Error e) {
            throw new AssertionError(call + ": the solver threw instead of returning a result", e);
        }
        long wall = System.nanoTime() - start;
        if (r == null) {
            fail(call + ": the solver returned null");
        }
        String about = call + " -> " + r.describe();
        assertThat(r.status()).as("status of %s", about).isIn(Status.SOLVED, Status.NO_SOLUTION, Status.LIMIT);
        checkStats(about, r.stats(), wall, request);
        boolean exhausted = r.status() == Status.NO_SOLUTION
                || r.status() == Status.SOLVED && request.mode() == Mode.COUNT && r.countExact();
        if (capabilities.countsNodes() && exhausted) {
            assertThat(r.stats().backtracks()).as("backtracks of %s: the search ran out, so every node's subtree"
                    + " was finished", about).isEqualTo(r.stats().nodes());
        }
        assertThat(r.solution() != null).as("a solution exactly when solutions were found: %s", about)
                .isEqualTo(r.solutionsFound() > 0);
        assertThat(r.solutionsFound()).as("solutions found, at most as many as asked for: %s", about)
                .isBetween(0L, (long) request.solutionsWanted());
        if (r.solution() != null) {
            assertThat(Checker.check(puzzle, r.solution())).as("checker on the answer of %s: %s", about, r.solution())
                    .isEmpty();
        }
        switch (r.status()) {
            case SOLVED -> assertThat(r.solution()).as("SOLVED without a solution: %s", about).isNotNull();
            case NO_SOLUTION -> assertThat(r.countExact()).as("NO_SOLUTION is a proof, its count exact: %s", about)
                    .isTrue();
            case LIMIT -> {
                assertThat(r.countExact()).as("a LIMIT count is only a lower bound: %s", about).isFalse();
                assertThat(r.message()).as("LIMIT names what stopped it: %s", about).isNotBlank();
            }
            default -> fail("unreachable: " + about);
        }
        return r;
    }

    private void checkStats(String about, SearchStats s, long wallNanos, SolveRequest request) {
        assertThat(s.nodes()).as("nodes of %s", about).isNotNegative();
        assertThat(s.backtracks()).as("backtracks of %s: between 0 and the nodes (%d)", about, s.nodes())
                .isBetween(0L, s.nodes());
        assertThat(s.fails()).as("fails of %s", about).isNotNegative();
        assertThat(s.buildNanos()).as("build time of %s", about).isNotNegative();
        assertThat(s.searchNanos()).as("search time of %s", about).isNotNegative();
        assertThat(s.buildNanos() + s.searchNanos())
                .as("build + search time of %s: within the %d ns measured around the call", about, wallNanos)
                .isLessThanOrEqualTo(wallNanos);
        if (capabilities.countsNodes()) {
            assertThat(s.nodes()).as("nodes of %s: never more than the node limit", about)
                    .isLessThanOrEqualTo(request.nodeLimit());
        }
    }
}
