package dev.sudokucompare.sat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.RandomNoise;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
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
 * The SAT model against {@code dfs} on seeded random puzzles of every kind of shape, in all three
 * modes (FIRST verified and the same status, LEXMIN identical, COUNT equal), for the default and
 * for the full minimal formula with givens as assumptions (the configuration furthest from it).
 * Some puzzles get extra givens that repeat nothing, so some have no solution.
 */
class SatDifferentialTest {

    /**
     * The reference may give up on a puzzle that is pathological for it, which is then not
     * compared. It gives up after a number of nodes, not seconds: which puzzles are compared must
     * not depend on how busy the machine is (five million nodes take dfs well under a second).
     * The solver under test has only the hang guard.
     */
    private static final long REFERENCE_NODES = 5_000_000;

    private final SudokuSolver reference = DfsSolvers.fromSpec("dfs").orElseThrow();

    static Stream<Arguments> cases() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (String spec : new String[] {"sat", "sat:encoding=minimal,givens=assumptions"}) {
            boolean full = !spec.equals("sat");
            all.add(Arguments.of(spec, Shape.of(1, 1), 3, 0.0, 1.0));
            all.add(Arguments.of(spec, Shape.of(1, 4), 60, 0.0, 0.6));
            all.add(Arguments.of(spec, Shape.of(2, 2), 100, 0.0, 0.7));
            all.add(Arguments.of(spec, Shape.of(2, 3), 100, 0.1, 0.7));
            all.add(Arguments.of(spec, Shape.of(3, 2), 60, 0.1, 0.7));
            all.add(Arguments.of(spec, Shape.of(2, 4), 60, 0.2, 0.7));
            all.add(Arguments.of(spec, Shape.CLASSIC, full ? 60 : 200, 0.15, 0.7));
            all.add(Arguments.of(spec, Shape.of(1, 9), 30, 0.2, 0.7));
            all.add(Arguments.of(spec, Shape.of(3, 4), 20, 0.4, 0.75));
            all.add(Arguments.of(spec, Shape.of(4, 4), full ? 4 : 15, 0.5, 0.8));
            if (!full) {
                all.add(Arguments.of(spec, Shape.of(5, 5), 4, 0.65, 0.85));
                all.add(Arguments.of(spec, Shape.of(8, 8), 1, 0.85, 0.9));
            }
        }
        return all.build();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cases")
    void agreesWithDfsInEveryMode(String spec, Shape shape, int puzzles, double minKeep, double maxKeep) {
        compareOn(spec, shape, puzzles, minKeep, maxKeep, 1_006L + shape.hashCode() + spec.hashCode());
    }

    /** Ten times as many puzzles, other seeds: {@code mvn -Pslow verify}. */
    @Tag("slow")
    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cases")
    void agreesWithDfsOnManyMorePuzzles(String spec, Shape shape, int puzzles, double minKeep, double maxKeep) {
        compareOn(spec, shape, 10 * puzzles, minKeep, maxKeep, 2_006_000L + shape.hashCode() + spec.hashCode());
    }

    private void compareOn(String spec, Shape shape, int puzzles, double minKeep, double maxKeep, long seed) {
        SudokuSolver sat = HangGuard.guarded(SatSolver.fromSpec(spec).orElseThrow());
        Random random = new Random(seed);
        int compared = 0;
        for (int i = 0; i < puzzles; i++) {
            double keep = minKeep + (maxKeep - minKeep) * random.nextDouble();
            Grid puzzle = RandomNoise.withGivens(shape, (int) Math.round(keep * shape.cellCount()), random);
            if (random.nextInt(5) == 0) {
                puzzle = RandomNoise.addGivens(puzzle, 1 + random.nextInt(3), random);
            }
            compared += compare(sat, puzzle, SolveRequest.first())
                    + compare(sat, puzzle, SolveRequest.lexmin())
                    + compare(sat, puzzle, SolveRequest.count(1 + random.nextInt(6)));
        }
        assertThat(compared).as("comparisons not cut short by the reference's node limit")
                .isGreaterThanOrEqualTo(3 * puzzles * 9 / 10);
    }

    private int compare(SudokuSolver sat, Grid puzzle, SolveRequest request) {
        SolveResult theirs = reference.solve(puzzle, HangGuard.on(request).withNodeLimit(REFERENCE_NODES));
        if (theirs.status() == Status.LIMIT) {
            return 0;
        }
        SolveResult ours = sat.solve(puzzle, request);
        String what = request + " on " + puzzle;
        assertThat(ours.status()).as("%s (%s)", what, ours.describe()).isEqualTo(theirs.status());
        assertThat(ours.solutionsFound()).as(what).isEqualTo(theirs.solutionsFound());
        assertThat(ours.countExact()).as(what).isEqualTo(theirs.countExact());
        if (ours.solution() != null) {
            assertThat(Checker.check(puzzle, ours.solution())).as(what).isEmpty();
        }
        if (request.mode() == Mode.LEXMIN) {
            assertThat(ours.solution()).as(what).isEqualTo(theirs.solution());
        }
        return 1;
    }
}
