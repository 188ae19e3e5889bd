package dev.sudokucompare.tck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/** FIRST and LEXMIN answers, puzzle by puzzle. */
final class AnswerChecks {

    private AnswerChecks() {
    }

    /** One dynamic test per puzzle within the solver's largest side. */
    static Stream<DynamicTest> each(SolverUnderTest s, List<KitPuzzle> puzzles, Consumer<KitPuzzle> check) {
        return s.within(puzzles).stream().map(p -> DynamicTest.dynamicTest(p.name(), () -> check.accept(p)));
    }

    static Stream<DynamicTest> firstSolvesUniquePuzzles(SolverUnderTest s) {
        s.assumeMode(Mode.FIRST);
        return each(s, KitPuzzles.unique(), p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.first());
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as("%s: the only solution", p).isEqualTo(p.solution());
        });
    }

    static Stream<DynamicTest> firstCompletesPuzzlesWithSeveralSolutions(SolverUnderTest s) {
        s.assumeMode(Mode.FIRST);
        return each(s, KitPuzzles.several(), p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.first());
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            if (p.count() == 2) {
                assertThat(p.knownSolutions()).as("%s: one of its two solutions", p).contains(r.solution());
            }
        });
    }

    static Stream<DynamicTest> lexminFindsTheKnownSmallestSolution(SolverUnderTest s) {
        s.assumeMode(Mode.LEXMIN);
        return each(s, KitPuzzles.concat(KitPuzzles.withKnownLexmin(), KitPuzzles.unique()), p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.lexmin());
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as("%s: the smallest solution", p).isEqualTo(p.lexmin());
        });
    }

    /**
     * Where the smallest solution is not known, the answer must still be no larger than any
     * completion known: the puzzle's known solutions and the solver's own FIRST answer.
     */
    static Stream<DynamicTest> lexminIsNeverLargerThanAnotherCompletion(SolverUnderTest s) {
        s.assumeMode(Mode.LEXMIN);
        return each(s, KitPuzzles.withKnownCompletions(), p -> {
            SolveResult r = s.solve(p.name(), p.puzzle(), SolveRequest.lexmin());
            assertThat(r.status()).as("%s: %s", p, r.describe()).isEqualTo(Status.SOLVED);
            for (Grid other : p.knownSolutions()) {
                assertThat(r.solution()).as("%s: lexmin against the known solution %s", p, other)
                        .isLessThanOrEqualTo(other);
            }
            if (s.capabilities().supports(Mode.FIRST)) {
                Grid first = s.solve(p.name(), p.puzzle(), SolveRequest.first()).solution();
                assertThat(r.solution()).as("%s: lexmin against the FIRST answer %s", p, first)
                        .isLessThanOrEqualTo(first);
            }
        });
    }
}
