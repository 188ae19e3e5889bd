package dev.sudokucompare.tck;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.Random;

/**
 * A validity-preserving transformation of a grid drawn from a seed (core's
 * {@link dev.sudokucompare.core.Symmetry}), named by that seed in the kit's puzzle names.
 */
record Symmetry(long seed, dev.sudokucompare.core.Symmetry transformation) {

    /** The symmetry of {@code shape} drawn from {@code seed}. */
    static Symmetry random(Shape shape, long seed) {
        return new Symmetry(seed, dev.sudokucompare.core.Symmetry.random(shape, new Random(seed)));
    }

    Grid apply(Grid grid) {
        return transformation.apply(grid);
    }

    @Override
    public String toString() {
        return "symmetry seed " + seed;
    }
}
