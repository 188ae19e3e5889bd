package dev.sudokucompare.core.dfs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
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
 * {@code dfs} against {@code dfs-mrv} on seeded random puzzles of many shapes, in all three
 * modes: FIRST answers both verified, LEXMIN answers identical, COUNT results equal.
 */
class FastDfsDifferentialTest {

    /**
     * The reference may give up on a puzzle that is pathological for it, and that puzzle is then
     * not compared. It gives up after a number of nodes, not seconds: which puzzles are compared
     * must not depend on how busy the machine is (the default puzzles need at most ~70 nodes;
     * five million take well under a second). The solver under test has only a hang guard.
     */
    private static final long REFERENCE_NODES = 5_000_000;

    private final SudokuSolver fast = HangGuard.guarded(DfsSolvers.fromSpec("dfs").orElseThrow());
    private final SudokuSolver reference = DfsSolvers.fromSpec("dfs-mrv").orElseThrow();

    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of(Shape.of(1, 1), 5, 0.0, 1.0),
                Arguments.of(Shape.of(1, 4), 150, 0.0, 0.6),
                Arguments.of(Shape.of(2, 2), 300, 0.0, 0.7),
                Arguments.of(Shape.of(2, 3), 300, 0.1, 0.7),
                Arguments.of(Shape.of(3, 2), 150, 0.1, 0.7),
                Arguments.of(Shape.of(2, 4), 200, 0.2, 0.7),
                Arguments.of(Shape.CLASSIC, 2000, 0.15, 0.7),
                // 9x9 with other boxes must not take the 9x9 band board.
                Arguments.of(Shape.of(1, 9), 100, 0.2, 0.7),
                Arguments.of(Shape.of(3, 4), 100, 0.4, 0.75),
                Arguments.of(Shape.of(4, 4), 40, 0.45, 0.8));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void agreesWithMrvInEveryMode(Shape shape, int puzzles, double minKeep, double maxKeep) {
        compareOn(shape, puzzles, minKeep, maxKeep, 20_240_601L + shape.hashCode());
    }

    /** Ten times as many puzzles, other seeds: {@code mvn -Pslow verify}. */
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void agreesWithMrvOnManyMorePuzzles(Shape shape, int puzzles, double minKeep, double maxKeep) {
        compareOn(shape, 10 * puzzles, minKeep, maxKeep, 77_000_000L + shape.hashCode());
    }

    private void compareOn(Shape shape, int puzzles, double minKeep, double maxKeep, long seed) {
        Random random = new Random(seed);
        int compared = 0;
        for (int i = 0; i < puzzles; i++) {
            double keep = minKeep + (maxKeep - minKeep) * random.nextDouble();
            Grid puzzle = FastDfsFixtures.randomPuzzle(shape, random, keep, random.nextInt(5) == 0);
            compared += compareFirst(puzzle) + compareLexmin(puzzle) + compareCount(puzzle, 1 + random.nextInt(6));
        }
        assertThat(compared).as("comparisons not cut short by the reference's node limit")
                .isGreaterThanOrEqualTo(3 * puzzles * 9 / 10);
    }

    private int compareFirst(Grid puzzle) {
        SolveRequest request = HangGuard.first();
        SolveResult ours = fast.solve(puzzle, request);
        SolveResult theirs = reference.solve(puzzle, request.withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        assertThat(ours.status()).as("FIRST status on %s", puzzle).isEqualTo(theirs.status());
        if (ours.status() == Status.SOLVED) {
            assertThat(Checker.check(puzzle, ours.solution())).as("FIRST answer to %s", puzzle).isEmpty();
        }
        return 1;
    }

    private int compareLexmin(Grid puzzle) {
        SolveRequest request = HangGuard.lexmin();
        SolveResult ours = fast.solve(puzzle, request);
        SolveResult theirs = reference.solve(puzzle, request.withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        assertThat(ours.status()).as("LEXMIN status on %s", puzzle).isEqualTo(theirs.status());
        assertThat(ours.solution()).as("LEXMIN answer to %s", puzzle).isEqualTo(theirs.solution());
        return 1;
    }

    private int compareCount(Grid puzzle, int limit) {
        SolveRequest request = HangGuard.count(limit);
        SolveResult ours = fast.solve(puzzle, request);
        SolveResult theirs = reference.solve(puzzle, request.withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        assertThat(ours.status()).as("COUNT(%d) status on %s", limit, puzzle).isEqualTo(theirs.status());
        assertThat(ours.solutionsFound()).as("COUNT(%d) on %s", limit, puzzle).isEqualTo(theirs.solutionsFound());
        assertThat(ours.countExact()).as("COUNT(%d) exactness on %s", limit, puzzle).isEqualTo(theirs.countExact());
        if (ours.solution() != null) {
            assertThat(Checker.check(puzzle, ours.solution())).as("COUNT answer to %s", puzzle).isEmpty();
        }
        return 1;
    }
}
