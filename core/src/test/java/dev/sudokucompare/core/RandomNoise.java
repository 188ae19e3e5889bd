package dev.sudokucompare.core;

import dev.sudokucompare.core.generate.PuzzleGenerator;
import java.util.Random;

/** Seeded random puzzles for the differential tests, of any size, some made unsolvable. */
public final class RandomNoise {

    private RandomNoise() {
    }

    /**
     * A puzzle keeping {@code givens} cells of a random solution grid. Up to 16x16 the grid comes
     * from the generator's random fill; larger ones (where that fill is slow) from the shifted
     * pattern under a random {@link Symmetry}.
     */
    public static Grid withGivens(Shape shape, int givens, Random random) {
        if (shape.size() <= 16) {
            return SeededPuzzles.withGivens(shape, random.nextLong(), givens).puzzle();
        }
        int n = shape.size();
        int[] values = new int[shape.cellCount()];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                values[r * n + c] = (shape.boxCols() * (r % shape.boxRows()) + r / shape.boxRows() + c) % n + 1;
            }
        }
        Grid solution = Symmetry.random(shape, random).apply(Grid.of(shape, values));
        return PuzzleGenerator.keepRandomGivens(solution, givens, random);
    }

    /** Extra givens that repeat nothing in their units: the puzzle stays consistent but may lose every solution. */
    public static Grid addGivens(Grid puzzle, int extra, Random random) {
        Grid out = puzzle;
        int n = puzzle.size();
        for (int tries = 0; extra > 0 && tries < 50 * n; tries++) {
            int cell = random.nextInt(puzzle.shape().cellCount());
            if (out.get(cell) != 0) {
                continue;
            }
            Grid candidate = out.with(cell, 1 + random.nextInt(n));
            if (candidate.conflicts().isEmpty()) {
                out = candidate;
                extra--;
            }
        }
        return out;
    }
}
