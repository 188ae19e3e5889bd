package dev.sudokucompare.core.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.SearchStats;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Generated puzzles are cut from their solution, unique (proved by a second solver, not the one
 * the generator used), stop at the target unless asked to be minimal, and minimal ones lose
 * uniqueness with any given removed.
 */
class PuzzleGeneratorTest {

    private static final SudokuSolver GENERATOR_COUNTER = DfsSolvers.fromSpec("dfs").orElseThrow();
    private static final SudokuSolver JUDGE = DfsSolvers.fromSpec("dfs-bitmask").orElseThrow();

    @Test
    void minimalPuzzlesAreUniqueAndEveryGivenIsNeeded() {
        PuzzleGenerator generator = new PuzzleGenerator(GENERATOR_COUNTER, HangGuard.LIMIT);
        for (Shape shape : List.of(Shape.of(2, 2), Shape.of(2, 3), Shape.CLASSIC)) {
            PuzzleGenerator.Generated g = generator.generate(shape, 0, true, new Random(shape.size()));
            String where = shape + " " + g.puzzle();
            assertThat(g.minimal()).isTrue();
            assertCutFrom(g.puzzle(), g.solution(), where);
            assertThat(solutions(g.puzzle())).as(where).isEqualTo(1);
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                if (g.puzzle().get(cell) != 0) {
                    assertThat(solutions(g.puzzle().with(cell, 0))).as("%s without given %d", where, cell)
                            .isGreaterThan(1);
                }
            }
        }
    }

    @Test
    void withoutMinimalBlankingStopsAtTheTarget() {
        PuzzleGenerator generator = new PuzzleGenerator(GENERATOR_COUNTER, HangGuard.LIMIT);
        PuzzleGenerator.Generated g = generator.generate(Shape.CLASSIC, 40, false, new Random(40));
        assertThat(g.puzzle().givenCount()).isEqualTo(40);
        assertThat(g.minimal()).as("stopped before trying every cell").isFalse();
        assertCutFrom(g.puzzle(), g.solution(), "target 40");
        assertThat(solutions(g.puzzle())).isEqualTo(1);
    }

    /** A counter that only ever runs into its limit proves nothing, so no given may be blanked. */
    @Test
    void aCheckStoppedByALimitKeepsTheGiven() {
        SudokuSolver outOfTime = new SudokuSolver() {
            @Override
            public String name() {
                return "always-out-of-time";
            }

            @Override
            public SolveResult solve(Grid puzzle, SolveRequest request) {
                return new SolveResult(Status.LIMIT, null, 0, false, SearchStats.NONE, "time limit reached");
            }
        };
        PuzzleGenerator.Generated g = new PuzzleGenerator(outOfTime, Duration.ofMillis(1))
                .generate(Shape.of(2, 2), 0, true, new Random(1));
        assertThat(g.puzzle()).isEqualTo(g.solution());
        assertThat(g.minimal()).isTrue();
    }

    @Test
    void keepRandomGivensKeepsExactlyThatManyCellsOfTheSolution() {
        Grid solution = RandomSolutions.of(Shape.CLASSIC, new Random(7));
        for (int givens : new int[] {0, 1, 17, 80, 81}) {
            Grid puzzle = PuzzleGenerator.keepRandomGivens(solution, givens, new Random(givens));
            assertThat(puzzle.givenCount()).isEqualTo(givens);
            assertCutFrom(puzzle, solution, givens + " givens");
        }
        assertThat(PuzzleGenerator.keepRandomGivens(solution, 30, new Random(3)))
                .isEqualTo(PuzzleGenerator.keepRandomGivens(solution, 30, new Random(3)))
                .isNotEqualTo(PuzzleGenerator.keepRandomGivens(solution, 30, new Random(4)));
    }

    private static void assertCutFrom(Grid puzzle, Grid solution, String where) {
        assertThat(solution.isComplete()).as(where).isTrue();
        for (int cell = 0; cell < puzzle.shape().cellCount(); cell++) {
            assertThat(puzzle.get(cell)).as("%s cell %d", where, cell).isIn(0, solution.get(cell));
        }
    }

    private static long solutions(Grid puzzle) {
        SolveResult r = JUDGE.solve(puzzle, HangGuard.count(2));
        assertThat(r.status()).as(r.describe()).isEqualTo(Status.SOLVED);
        return r.solutionsFound();
    }
}
