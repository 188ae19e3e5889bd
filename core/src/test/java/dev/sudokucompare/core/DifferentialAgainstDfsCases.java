package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A solver ({@code dlx}, {@code cdcl}) against {@code dfs} on seeded random puzzles of every kind
 * of shape (square and rectangular boxes, rows as boxes, up to 64x64), in all three modes: FIRST
 * answers verified and the same status, LEXMIN answers identical, COUNT results equal. Some
 * puzzles get extra givens that repeat nothing, so some have no solution. A test class per
 * solver extends it.
 */
public abstract class DifferentialAgainstDfsCases {

    /**
     * The reference may give up on a puzzle that is pathological for it, and that puzzle is then
     * not compared. It gives up after a number of nodes, not seconds: which puzzles are compared
     * must not depend on how busy the machine is (the default puzzles need at most ~70 nodes;
     * five million take well under a second). The solver under test has only a hang guard.
     */
    private static final long REFERENCE_NODES = 5_000_000;

    private final SudokuSolver underTest = HangGuard.guarded(solver());

    /** The solver under test, a new instance. */
    protected abstract SudokuSolver solver();
    private final SudokuSolver reference = DfsSolvers.fromSpec("dfs").orElseThrow();

    protected static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of(Shape.of(1, 1), 3, 0.0, 1.0),
                Arguments.of(Shape.of(1, 4), 100, 0.0, 0.6),
                Arguments.of(Shape.of(2, 2), 200, 0.0, 0.7),
                Arguments.of(Shape.of(2, 3), 200, 0.1, 0.7),
                Arguments.of(Shape.of(3, 2), 100, 0.1, 0.7),
                Arguments.of(Shape.of(2, 4), 100, 0.2, 0.7),
                Arguments.of(Shape.CLASSIC, 600, 0.15, 0.7),
                Arguments.of(Shape.of(1, 9), 60, 0.2, 0.7),
                Arguments.of(Shape.of(3, 4), 60, 0.4, 0.75),
                Arguments.of(Shape.of(4, 4), 30, 0.5, 0.8),
                Arguments.of(Shape.of(4, 5), 10, 0.6, 0.85),
                Arguments.of(Shape.of(5, 5), 6, 0.65, 0.85),
                Arguments.of(Shape.of(8, 8), 2, 0.8, 0.9),
                Arguments.of(Shape.of(1, 64), 1, 0.85, 0.9));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void agreesWithDfsInEveryMode(Shape shape, int puzzles, double minKeep, double maxKeep) {
        compareOn(shape, puzzles, minKeep, maxKeep, 31_337L + shape.hashCode());
    }

    /** Ten times as many puzzles, other seeds: {@code mvn -Pslow verify}. */
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void agreesWithDfsOnManyMorePuzzles(Shape shape, int puzzles, double minKeep, double maxKeep) {
        compareOn(shape, 10 * puzzles, minKeep, maxKeep, 4_242_000L + shape.hashCode());
    }

    private void compareOn(Shape shape, int puzzles, double minKeep, double maxKeep, long seed) {
        Random random = new Random(seed);
        int compared = 0;
        for (int i = 0; i < puzzles; i++) {
            double keep = minKeep + (maxKeep - minKeep) * random.nextDouble();
            Grid puzzle = RandomNoise.withGivens(shape, (int) Math.round(keep * shape.cellCount()), random);
            if (random.nextInt(5) == 0) {
                puzzle = RandomNoise.addGivens(puzzle, 1 + random.nextInt(3), random);
            }
            compared += compareFirst(puzzle) + compareLexmin(puzzle) + compareCount(puzzle, 1 + random.nextInt(6));
        }
        assertThat(compared).as("comparisons not cut short by the reference's node limit")
                .isGreaterThanOrEqualTo(3 * puzzles * 9 / 10);
    }

    private int compareFirst(Grid puzzle) {
        SolveRequest request = HangGuard.first();
        SolveResult ours = underTest.solve(puzzle, request);
        SolveResult theirs = reference.solve(puzzle, request.withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        assertThat(ours.status()).as("FIRST status on %s (%s)", puzzle, ours.describe()).isEqualTo(theirs.status());
        if (ours.status() == Status.SOLVED) {
            assertThat(Checker.check(puzzle, ours.solution())).as("FIRST answer to %s", puzzle).isEmpty();
        }
        return 1;
    }

    private int compareLexmin(Grid puzzle) {
        SolveRequest request = HangGuard.lexmin();
        SolveResult ours = underTest.solve(puzzle, request);
        SolveResult theirs = reference.solve(puzzle, request.withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        assertThat(ours.status()).as("LEXMIN status on %s (%s)", puzzle, ours.describe()).isEqualTo(theirs.status());
        assertThat(ours.solution()).as("LEXMIN answer to %s", puzzle).isEqualTo(theirs.solution());
        return 1;
    }

    private int compareCount(Grid puzzle, int limit) {
        SolveRequest request = HangGuard.count(limit);
        SolveResult ours = underTest.solve(puzzle, request);
        SolveResult theirs = reference.solve(puzzle, request.withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        assertThat(ours.status()).as("COUNT(%d) status on %s (%s)", limit, puzzle, ours.describe())
                .isEqualTo(theirs.status());
        assertThat(ours.solutionsFound()).as("COUNT(%d) on %s", limit, puzzle).isEqualTo(theirs.solutionsFound());
        assertThat(ours.countExact()).as("COUNT(%d) exactness on %s", limit, puzzle).isEqualTo(theirs.countExact());
        if (ours.solution() != null) {
            assertThat(Checker.check(puzzle, ours.solution())).as("COUNT answer to %s", puzzle).isEmpty();
        }
        return 1;
    }
}
