package dev.sudokucompare.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.Symmetry;
import dev.sudokucompare.core.generate.RandomSolutions;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Delta debugging and shape shrinking on failures whose cause is known, and the symmetries they use. */
class ShrinkerTest {

    private static Grid full(Shape shape, long seed) {
        return RandomSolutions.of(shape, new Random(seed));
    }

    @Test
    void givensAreShrunkToExactlyTheOnesTheFailureNeeds() throws InterruptedException {
        Set<Integer> cause = Set.of(3, 17, 40, 77);
        Grid solution = full(Shape.CLASSIC, 5);
        Shrinker shrinker = new Shrinker(s -> cause.stream().allMatch(c -> s.base().get(c) != 0), shape -> true, () -> false);
        Subject shrunk = shrinker.shrink(Subject.of(solution, solution));
        assertThat(shrunk.removableGivens()).containsExactlyInAnyOrderElementsOf(cause);
        assertThat(shrinker.tried()).isLessThan(200);
    }

    @Test
    void aStopEndsTheShrinkingWithAFailingSubjectAndSaysItWasCut() throws InterruptedException {
        // The run's time ends after five judged steps: no sixth is judged, and what is returned was
        // judged failing (the original at worst), though givens beyond the cause remain.
        Set<Integer> cause = Set.of(3, 17, 40, 77);
        Grid solution = full(Shape.CLASSIC, 5);
        int[] judged = {0};
        Shrinker shrinker = new Shrinker(s -> {
            judged[0]++;
            return cause.stream().allMatch(c -> s.base().get(c) != 0);
        }, shape -> true, () -> judged[0] >= 5);
        Subject shrunk = shrinker.shrink(Subject.of(solution, solution));
        assertThat(judged[0]).isEqualTo(5);
        assertThat(shrinker.tried()).isEqualTo(5);
        assertThat(shrinker.cut()).isTrue();
        assertThat(shrunk.removableGivens()).containsAll(cause).hasSizeGreaterThan(cause.size());
        // Without the stop the same failure goes down to its cause, and nothing says it was cut.
        Shrinker whole = new Shrinker(s -> cause.stream().allMatch(c -> s.base().get(c) != 0), shape -> true, () -> false);
        assertThat(whole.shrink(Subject.of(solution, solution)).removableGivens()).containsExactlyInAnyOrderElementsOf(cause);
        assertThat(whole.cut()).isFalse();
    }

    @Test
    void aFailureNeedingNoGivenEndsOnTheSmallestShapeAllowed() throws InterruptedException {
        Grid solution = full(Shape.of(4, 4), 2);
        Shrinker anywhere = new Shrinker(s -> true, shape -> true, () -> false);
        assertThat(anywhere.shrink(Subject.of(solution, solution)).shape()).isEqualTo(Shape.of(2, 2));
        Shrinker sixOnly = new Shrinker(s -> true, shape -> shape.size() == 6 || shape.size() == 16, () -> false);
        Subject six = sixOnly.shrink(Subject.of(solution, solution));
        assertThat(six.shape().size()).isEqualTo(6);
        assertThat(six.base().givenCount()).isZero();
    }

    @Test
    void aFailureTiedToOneShapeStaysOnIt() throws InterruptedException {
        Grid solution = full(Shape.CLASSIC, 9);
        Shrinker shrinker = new Shrinker(s -> s.shape().size() == 9 && s.base().get(80) != 0, shape -> true, () -> false);
        Subject shrunk = shrinker.shrink(Subject.of(solution, solution));
        assertThat(shrunk.shape()).isEqualTo(Shape.CLASSIC);
        assertThat(shrunk.removableGivens()).containsExactly(80);
    }

    @Test
    void smallerShapesComeSmallestFirst() {
        assertThat(Shrinker.smallerShapes(Shape.CLASSIC)).containsExactly(Shape.of(2, 2), Shape.of(2, 3), Shape.of(3, 2),
                Shape.of(2, 4), Shape.of(4, 2));
    }

    @Test
    void aSymmetryMapsSolutionsToSolutionsAndItsInverseUndoesIt() {
        for (Shape shape : List.of(Shape.CLASSIC, Shape.of(2, 3), Shape.of(4, 4))) {
            Random random = new Random(11);
            for (int i = 0; i < 20; i++) {
                Grid g = full(shape, i);
                Symmetry t = Symmetry.random(shape, random);
                assertThat(t.apply(g).isComplete()).isTrue();
                assertThat(dev.sudokucompare.core.Checker.isSolution(Grid.empty(shape), t.apply(g)))
                        .as("%s on %s", t, g).isTrue();
                assertThat(t.inverse().apply(t.apply(g))).isEqualTo(g);
                assertThat(Symmetry.parse(t.spec(), shape)).isEqualTo(t);
            }
        }
    }
}
