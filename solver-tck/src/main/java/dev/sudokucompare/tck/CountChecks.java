package dev.sudokucompare.tck;

import static dev.sudokucompare.tck.AnswerChecks.each;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/** COUNT: exact counts, the count limit, uniqueness, and counts kept under symmetry. */
final class CountChecks {

    /** Far above every exact count the kit knows (the largest is 826). */
    static final int HIGH_COUNT_LIMIT = 100_000;
    /** Where counting the generated sparse puzzles stops: they have far more solutions. */
    static final int SPARSE_COUNT_LIMIT = 50;

    private CountChecks() {
    }

    static Stream<DynamicTest> countIsExactWithAHighLimit(SolverUnderTest s) {
        s.assumeMode(Mode.COUNT);
        return each(s, KitPuzzles.counted(), p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.count(HIGH_COUNT_LIMIT));
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("%s: solutions", p).isEqualTo(p.count());
            assertThat(r.countExact()).as("%s: all %d counted, so the count is exact", p, p.count()).isTrue();
        });
    }

    /** With a count limit of 2, a puzzle with more solutions gives 2, and the count is not exact. */
    static Stream<DynamicTest> countLimitTwoStopsAtTwo(SolverUnderTest s) {
        s.assumeMode(Mode.COUNT);
        List<KitPuzzle> moreThanTwo = KitPuzzles.concat(KitPuzzles.counted(), BundledPuzzles.MANY_SOLUTIONS,
                KitPuzzles.images(BundledPuzzles.MANY_SOLUTIONS)).stream().filter(p -> p.count() != 2).toList();
        return each(s, moreThanTwo, p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.count(2));
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("%s: solutions", p).isEqualTo(2);
            assertThat(r.countExact()).as("%s has more than 2 solutions: stopped at 2 is not exact", p).isFalse();
        });
    }

    static Stream<DynamicTest> countProvesUniquePuzzlesUnique(SolverUnderTest s) {
        s.assumeMode(Mode.COUNT);
        return each(s, KitPuzzles.unique(), p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.count(2));
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("%s: solutions", p).isEqualTo(1);
            assertThat(r.countExact()).as("%s: one solution, proved by not finding a second", p).isTrue();
            assertThat(r.solution()).as("%s: the only solution", p).isEqualTo(p.solution());
        });
    }

    /** A puzzle and its symmetric image have as many solutions: the solver must count them alike. */
    static Stream<DynamicTest> countIsTheSameForSymmetricImages(SolverUnderTest s) {
        s.assumeMode(Mode.COUNT);
        return each(s, GeneratedPuzzles.SPARSE, p -> {
            SolveRequest request = SolveRequest.count(SPARSE_COUNT_LIMIT);
            SolveResult original = s.solve(p.name(), p.puzzle(), request);
            KitPuzzle image = KitPuzzles.images(List.of(p)).get(0);
            SolveResult mirrored = s.solve(image.name(), image.puzzle(), request);
            assertThat(original.status()).as("%s: %s", p, original.describe()).isEqualTo(Status.SOLVED);
            assertThat(mirrored.status()).as("%s: %s", image, mirrored.describe()).isEqualTo(Status.SOLVED);
            assertThat(mirrored.solutionsFound()).as("%s against its original", image)
                    .isEqualTo(original.solutionsFound());
            assertThat(mirrored.countExact()).as("%s against its original", image).isEqualTo(original.countExact());
        });
    }
}
