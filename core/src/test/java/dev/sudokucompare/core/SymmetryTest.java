package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The test helper itself: it must keep grids valid, move every cell, and refuse illegal transposes. */
class SymmetryTest {

    @Test
    void imageOfFollowsEachValueToItsNewCell() {
        for (long seed = 1; seed <= 50; seed++) {
            Shape shape = seed % 2 == 0 ? Shape.CLASSIC : Shape.of(2, 3);
            Random random = new Random(seed);
            Grid grid = SeededPuzzles.solvedGrid(shape, random);
            Symmetry t = Symmetry.random(shape, random);
            Grid image = t.apply(grid);
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                assertThat(image.get(t.imageOf(cell))).as("seed %d %s cell %d", seed, t, cell)
                        .isEqualTo(t.relabel()[grid.get(cell)]);
            }
        }
    }

    @Test
    void randomSymmetriesAreUsuallyNotTheIdentity() {
        // Otherwise the metamorphic tests would compare a puzzle with itself.
        Grid grid = SeededPuzzles.solvedGrid(Shape.CLASSIC, new Random(7));
        int moved = 0;
        for (long seed = 1; seed <= 100; seed++) {
            if (!Symmetry.random(Shape.CLASSIC, new Random(seed)).apply(grid).equals(grid)) {
                moved++;
            }
        }
        assertThat(moved).isGreaterThanOrEqualTo(99);
    }

    @Test
    void transposeIsUsedOnSquareBoxesAndRefusedOnRectangularOnes() {
        long transposed = java.util.stream.LongStream.rangeClosed(1, 40)
                .filter(seed -> Symmetry.random(Shape.CLASSIC, new Random(seed)).transpose()).count();
        assertThat(transposed).isBetween(5L, 35L);
        for (long seed = 1; seed <= 40; seed++) {
            assertThat(Symmetry.random(Shape.of(2, 3), new Random(seed)).transpose()).isFalse();
        }
        Symmetry identity = Symmetry.random(Shape.of(2, 3), new Random(1));
        assertThatThrownBy(() -> new Symmetry(Shape.of(2, 3), true, identity.rowFrom(), identity.colFrom(),
                identity.relabel())).isInstanceOf(IllegalArgumentException.class);
    }
}
