package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker.Problem;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Metamorphic: the Checker's verdict cannot depend on how a puzzle is drawn. For seeded random
 * symmetries T, an answer and T(answer) are judged alike: both valid, or both wrong in the same
 * way (for a single defect, at the image of the same cell).
 */
class CheckerSymmetryInvarianceTest {

    private static final int CASES = 300;

    @Test
    void verdictIsInvariantOnNineByNine() {
        run(DatasetCase.withSolutions("kaggle-10000", 100), 11_000);
    }

    @Test
    void verdictIsInvariantOnSixteenBySixteen() {
        run(DatasetCase.withSolutions("sudoku16-janko-55", Integer.MAX_VALUE), 12_000);
    }

    @Test
    void verdictIsInvariantOnSixBySixWithoutTransposing() {
        List<DatasetCase> generated = new java.util.ArrayList<>();
        for (int i = 0; i < 20; i++) {
            SeededPuzzles.Generated g = SeededPuzzles.withGivens(Shape.of(2, 3), 500 + i, 14);
            generated.add(new DatasetCase("seeded 6x6", i + 1, g.puzzle(), g.solution()));
        }
        run(generated, 13_000);
    }

    private static void run(List<DatasetCase> cases, long baseSeed) {
        int rejected = 0;
        for (int i = 0; i < CASES; i++) {
            long seed = baseSeed + i;
            Random random = new Random(seed);
            DatasetCase c = cases.get(random.nextInt(cases.size()));
            Symmetry t = Symmetry.random(c.puzzle().shape(), random);
            Grid answer = defect(c, random);
            Optional<Problem> before = Checker.check(c.puzzle(), answer);
            Optional<Problem> after = Checker.check(t.apply(c.puzzle()), t.apply(answer));
            String where = "seed " + seed + " " + c + " " + t;
            assertThat(after.isPresent()).as("verdict, %s", where).isEqualTo(before.isPresent());
            if (before.isPresent()) {
                rejected++;
                assertThat(after.get().kind()).as("kind, %s", where).isEqualTo(before.get().kind());
                if (before.get().kind() != Problem.Kind.REPEATED_VALUE) {
                    assertThat(after.get().cell()).as("cell, %s", where).isEqualTo(t.imageOf(before.get().cell()));
                }
            }
        }
        // Both verdicts must have been exercised.
        assertThat(rejected).isBetween(CASES / 4, CASES * 3 / 4);
    }

    /** The solution itself, or with one defect: a cell emptied, a given changed, or a free cell changed. */
    private static Grid defect(DatasetCase c, Random random) {
        Grid solution = c.solution();
        int cell = random.nextInt(solution.shape().cellCount());
        int other = 1 + (solution.get(cell) % solution.size()); // a different value
        return switch (random.nextInt(3)) {
            case 0 -> solution;
            case 1 -> solution.with(cell, 0);
            default -> solution.with(cell, other);
        };
    }
}
