package dev.sudokucompare.core;

import dev.sudokucompare.core.generate.PuzzleGenerator;
import dev.sudokucompare.core.generate.RandomSolutions;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.Random;

/**
 * Seeded puzzles of any shape, for shapes no dataset covers, from the generator the tool ships
 * ({@code core.generate}): its random grids come from a fill of its own, not from the solvers
 * under test, and uniqueness is proved by whatever {@code oracle} a test names.
 */
public final class SeededPuzzles {

    private SeededPuzzles() {
    }

    /** A puzzle with its solution (unique, for {@link #unique}). */
    public record Generated(Shape shape, long seed, Grid puzzle, Grid solution) {
        @Override
        public String toString() {
            return shape.size() + "x" + shape.size() + " seed " + seed;
        }
    }

    /** A random complete valid grid. */
    public static Grid solvedGrid(Shape shape, Random random) {
        return RandomSolutions.of(shape, random);
    }

    /** A unique-solution puzzle, blanked in seeded order down to about {@code minGivens} givens. */
    public static Generated unique(Shape shape, long seed, int minGivens, SudokuSolver oracle) {
        // A check the clock stopped would keep its given: the hang guard keeps the puzzle the seed's own.
        PuzzleGenerator.Generated g = new PuzzleGenerator(oracle, HangGuard.LIMIT)
                .generate(shape, minGivens, false, new Random(seed));
        return new Generated(shape, seed, g.puzzle(), g.solution());
    }

    /** A puzzle (maybe with several solutions) keeping {@code givens} seeded cells of a random grid. */
    public static Generated withGivens(Shape shape, long seed, int givens) {
        Random random = new Random(seed);
        Grid solution = solvedGrid(shape, random);
        return new Generated(shape, seed, PuzzleGenerator.keepRandomGivens(solution, givens, random), solution);
    }
}
