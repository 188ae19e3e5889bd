package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.Symmetry;
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
 * Differential test: the hand-written DFS and CP-SAT on the same seeded random puzzles, from nearly
 * full to nearly empty, so unique, multi-solution and (after a changed given) unsolvable puzzles all
 * occur; every puzzle is also solved under a random symmetry, which must keep its count and map
 * its lexmin to the transformed puzzle's lexmin as {@code dfs} finds it.
 */
class CpSatVersusDfsTest {

    private static final SudokuSolver DFS = DfsSolvers.fromSpec("dfs").orElseThrow();
    /** A tenth of Choco's rounds (the slow profile's 2000 give 200): a CP-SAT call costs milliseconds. */
    private static final int ROUNDS = Math.max(20, Integer.getInteger("differential.rounds", 250) / 10);

    @ParameterizedTest(name = "{0}x{1} boxes, seed {2}")
    @CsvSource({"2, 2, 31", "2, 3, 32", "3, 2, 33", "2, 4, 35", "3, 3, 34"})
    void bothAgreeInEveryMode(int boxRows, int boxCols, long seed) {
        Shape shape = Shape.of(boxRows, boxCols);
        Random random = new Random(seed);
        int cells = shape.cellCount();
        int[] kinds = new int[3];
        for (int round = 0; round < ROUNDS; round++) {
            Grid solution = RandomSolutions.of(shape, random);
            int givens = cells / 5 + random.nextInt(cells / 2);
            Grid puzzle = PuzzleGenerator.keepRandomGivens(solution, givens, random);
            if (round % 6 == 5) {
                puzzle = changeAGiven(puzzle, solution, random);
            }
            String where = "seed " + seed + " round " + round + " " + puzzle;
            long count = compare(puzzle, where, round % 4 == 0);
            Symmetry symmetry = Symmetry.random(shape, random);
            assertThat(compare(symmetry.apply(puzzle), where + " under " + symmetry, false)).as(where).isEqualTo(count);
            kinds[(int) Math.min(2, count)]++;
        }
        // The seeds must have produced every kind, or the test proves less than it claims.
        assertThat(kinds).as("unsolvable, unique, several solutions").doesNotContain(0);
    }

    /** Compares the two in every mode; returns the number of solutions (capped at 50). */
    private static long compare(Grid puzzle, String where, boolean optimiseToo) {
        SolveResult dfsFirst = DFS.solve(puzzle, HangGuard.first());
        SolveResult first = Solving.CPSAT.solve(puzzle, HangGuard.first());
        assertThat(first.status()).as(where + " " + first.describe()).isEqualTo(dfsFirst.status());
        if (dfsFirst.status() == Status.SOLVED) {
            assertThat(Checker.check(puzzle, first.solution())).as(where).isEmpty();
        }
        Grid dfsLexmin = DFS.solve(puzzle, HangGuard.lexmin()).solution();
        assertThat(Solving.CPSAT.solve(puzzle, HangGuard.lexmin()).solution()).as("lexmin " + where)
                .isEqualTo(dfsLexmin);
        if (optimiseToo) {
            assertThat(Solving.OPTIMISING.solve(puzzle, HangGuard.lexmin()).solution()).as("optimised lexmin " + where)
                    .isEqualTo(dfsLexmin);
        }
        SolveResult dfsCount = DFS.solve(puzzle, HangGuard.count(50));
        SolveResult count = Solving.CPSAT.solve(puzzle, HangGuard.count(50));
        assertThat(count.solutionsFound()).as("count " + where).isEqualTo(dfsCount.solutionsFound());
        assertThat(count.countExact()).as("count exact " + where).isEqualTo(dfsCount.countExact());
        return dfsCount.solutionsFound();
    }

    /** Changes a given to another value that clashes with no given: usually no completion is left. */
    private static Grid changeAGiven(Grid puzzle, Grid solution, Random random) {
        for (int tries = 0; tries < 100; tries++) {
            int cell = random.nextInt(puzzle.shape().cellCount());
            if (puzzle.get(cell) != 0) {
                int other = 1 + random.nextInt(puzzle.size());
                Grid changed = puzzle.with(cell, other);
                if (other != solution.get(cell) && changed.conflicts().isEmpty()) {
                    return changed;
                }
            }
        }
        return puzzle;
    }
}
