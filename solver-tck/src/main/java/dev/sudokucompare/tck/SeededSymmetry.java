package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.Symmetry;
import java.util.Random;

/**
 * A validity-preserving transformation of a grid drawn from a seed (core's
 * {@link Symmetry}), named by that seed in the kit's puzzle names.
 */
record SeededSymmetry(long seed, Symmetry transformation) {

    /** The symmetry of {@code shape} drawn from {@code seed}. */
    static SeededSymmetry random(Shape shape, long seed) {
        return new SeededSymmetry(seed, Symmetry.random(shape, new Random(seed)));
    }

    Grid apply(Grid grid) {
        return transformation.apply(grid);
    }

    @Override
    public String toString() {
        return "symmetry seed " + seed;
    }
}
