package dev.sudokucompare.core.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Random complete grids: valid for every shape, reproducible from the seed, and never a half-filled one. */
class RandomSolutionsTest {

    @Test
    void everyShapeGetsAValidCompleteGridThatTheSeedReproduces() {
        for (Shape shape : List.of(Shape.of(1, 1), Shape.of(1, 4), Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2),
                Shape.CLASSIC, Shape.of(3, 4), Shape.of(4, 4))) {
            Set<Grid> distinct = new HashSet<>();
            for (long seed = 0; seed < 5; seed++) {
                Grid grid = RandomSolutions.of(shape, new Random(seed));
                assertThat(grid.shape()).isEqualTo(shape);
                assertThat(grid.isComplete()).as("%s seed %d", shape, seed).isTrue();
                assertThat(Checker.check(Grid.empty(shape), grid)).as("%s seed %d", shape, seed).isEmpty();
                assertThat(RandomSolutions.of(shape, new Random(seed))).as("same seed").isEqualTo(grid);
                distinct.add(grid);
            }
            assertThat(distinct.size()).as("%s: five seeds", shape).isGreaterThan(shape.size() >= 4 ? 4 : 0);
        }
    }

    /**
     * With a budget of exactly one step per cell, any dead end ends the attempt (about a third of
     * 9x9 attempts), so these twenty grids go through many restarts; each must still be complete.
     */
    @Test
    void anAttemptThatRunsOutOfStepsIsRestartedNotReturned() {
        Shape shape = Shape.CLASSIC;
        for (long seed = 0; seed < 20; seed++) {
            Grid grid = RandomSolutions.of(shape, new Random(seed), shape.cellCount());
            assertThat(grid.isComplete()).as("seed %d: %s", seed, grid).isTrue();
            assertThat(Checker.check(Grid.empty(shape), grid)).as("seed %d", seed).isEmpty();
        }
    }

    /**
     * The shuffled pattern that stands in where random fills keep failing: valid for every box
     * from 1x1 to 8x8, reproducible, and varied by the seed.
     */
    @Test
    void theShuffledPatternIsAValidVariedGridForEveryBoxUpTo8x8() {
        for (int r = 1; r <= 8; r++) {
            for (int c = 1; c <= 8; c++) {
                Shape shape = Shape.of(r, c);
                Grid a = RandomSolutions.shuffledPattern(shape, new Random(1));
                assertThat(a.isComplete()).as("%s", shape).isTrue();
                assertThat(Checker.check(Grid.empty(shape), a)).as("%s", shape).isEmpty();
                assertThat(RandomSolutions.shuffledPattern(shape, new Random(1))).as("same seed").isEqualTo(a);
                if (shape.size() >= 3) {
                    assertThat(RandomSolutions.shuffledPattern(shape, new Random(2))).as("%s: another seed", shape)
                            .isNotEqualTo(a);
                }
            }
        }
    }

    /** Where random fills keep failing (a budget no fill can meet), a valid grid is still returned. */
    @Test
    void aShapeWhoseFillsAllFailStillGetsAValidGrid() {
        Shape shape = Shape.of(4, 6);
        Grid grid = RandomSolutions.of(shape, new Random(3), 10);
        assertThat(Checker.check(Grid.empty(shape), grid)).isEmpty();
        assertThat(RandomSolutions.of(shape, new Random(3), 10)).isEqualTo(grid);
    }

}
