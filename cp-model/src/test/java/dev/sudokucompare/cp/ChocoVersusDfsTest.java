package dev.sudokucompare.cp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.generate.PuzzleGenerator;
import dev.sudokucompare.core.generate.RandomSolutions;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Differential test: the hand-written DFS and the Choco model on the same seeded random puzzles,
 * from nearly full to nearly empty, so unique, multi-solution and (after a planted clash) unsolvable
 * puzzles all occur.
 */
class ChocoVersusDfsTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();
    private static final SudokuSolver CHOCO = new ChocoSolver(ChocoOptions.DEFAULT);
    /** Puzzles per shape; the slow profile raises it to thousands. */
    private static final int ROUNDS = Integer.getInteger("differential.rounds", 250);

    @ParameterizedTest(name = "{0} boxes, seed {1}")
    @CsvSource({"2x2, 11", "2x3, 12", "3x2, 13", "2x4, 15", "3x3, 14"})
    void bothAgreeInEveryMode(String box, long seed) {
        Shape shape = Shape.parse(box);
        Random random = new Random(seed);
        int cells = shape.cellCount();
        int[] kinds = new int[3];
        for (int round = 0; round < ROUNDS; round++) {
            Grid solution = RandomSolutions.of(shape, random);
            int givens = cells / 5 + random.nextInt(cells / 2);
            Grid puzzle = PuzzleGenerator.keepRandomGivens(solution, givens, random);
            if (round % 6 == 5) {
                puzzle = plantUnsolvable(puzzle, solution, random);
            }
            String where = "seed " + seed + " round " + round + " " + puzzle;
            kinds[(int) Math.min(2, compare(puzzle, where))]++;
        }
        // The seeds must have produced every kind, or the test proves less than it claims.
        assertThat(kinds).as("unsolvable, unique, several solutions").doesNotContain(0);
        System.out.printf("DFS vs Choco on %d %s puzzles: %d unsolvable, %d unique, %d with several solutions%n",
                ROUNDS, shape, kinds[0], kinds[1], kinds[2]);
    }

    /** Compares the two in every mode; returns the number of solutions (capped at 2). */
    private static long compare(Grid puzzle, String where) {
        SolveResult dfsFirst = DFS.solve(puzzle, HangGuard.first());
        SolveResult chocoFirst = CHOCO.solve(puzzle, HangGuard.first());
        assertThat(chocoFirst.status()).as(where).isEqualTo(dfsFirst.status());
        if (dfsFirst.status() == Status.SOLVED) {
            assertThat(Checker.check(puzzle, dfsFirst.solution())).as(where).isEmpty();
            assertThat(Checker.check(puzzle, chocoFirst.solution())).as(where).isEmpty();
        }
        assertThat(CHOCO.solve(puzzle, HangGuard.lexmin()).solution()).as("lexmin " + where)
                .isEqualTo(DFS.solve(puzzle, HangGuard.lexmin()).solution());
        SolveResult dfsCount = DFS.solve(puzzle, HangGuard.count(50));
        SolveResult chocoCount = CHOCO.solve(puzzle, HangGuard.count(50));
        assertThat(chocoCount.solutionsFound()).as("count " + where).isEqualTo(dfsCount.solutionsFound());
        assertThat(chocoCount.countExact()).as("count exact " + where).isEqualTo(dfsCount.countExact());
        return dfsCount.solutionsFound();
    }

    /** Blanks a random cell and puts a value there that the cell's own solution value excludes elsewhere. */
    private static Grid plantUnsolvable(Grid puzzle, Grid solution, Random random) {
        Grid out = puzzle;
        // Change a given to another value: usually no completion exists (sometimes one still does).
        for (int tries = 0; tries < 100; tries++) {
            int cell = random.nextInt(puzzle.shape().cellCount());
            if (puzzle.get(cell) != 0) {
                int other = 1 + random.nextInt(puzzle.size());
                if (other != solution.get(cell)) {
                    out = puzzle.with(cell, other);
                    if (out.conflicts().isEmpty()) {
                        return out;
                    }
                }
            }
        }
        return out;
    }
}
