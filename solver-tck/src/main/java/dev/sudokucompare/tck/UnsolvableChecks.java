package dev.sudokucompare.tck;

import static dev.sudokucompare.tck.AnswerChecks.each;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Conflict;
import dev.sudokucompare.core.Shape;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/** Puzzles without a solution: consistent givens proved unsolvable by search, and conflicting givens. */
final class UnsolvableChecks {

    private UnsolvableChecks() {
    }

    /** One request per mode the solver answers: FIRST, LEXMIN and COUNT (to 2). */
    static List<SolveRequest> everyMode(SolverUnderTest s) {
        return Stream.of(SolveRequest.first(), SolveRequest.lexmin(), SolveRequest.count(2))
                .filter(r -> s.capabilities().supports(r.mode())).toList();
    }

    static Stream<DynamicTest> noSolutionInEveryMode(SolverUnderTest s) {
        return each(s, KitPuzzles.noSolution(), p -> {
            for (SolveRequest request : everyMode(s)) {
                SolveResult r = s.solve(p.name(), p.puzzle(), request);
                assertThat(r.status()).as("%s, %s: %s", p, request, r.describe()).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.solutionsFound()).as("%s, %s", p, request).isZero();
            }
        });
    }

    /**
     * Conflicting givens are NO_SOLUTION in every mode, found before any search (0 nodes), and the
     * message names the two clashing cells of one conflict the way {@link Shape#describeCell} does
     * ({@code r5c2}); {@link Conflict#describe()} gives such a message.
     */
    static Stream<DynamicTest> conflictingGivensAreNamed(SolverUnderTest s) {
        return each(s, KitPuzzles.conflicting(), p -> {
            List<Conflict> conflicts = p.puzzle().conflicts();
            assertThat(conflicts).as("%s is meant to have conflicting givens", p).isNotEmpty();
            for (SolveRequest request : everyMode(s)) {
                SolveResult r = s.solve(p.name(), p.puzzle(), request);
                assertThat(r.status()).as("%s, %s: %s", p, request, r.describe()).isEqualTo(Status.NO_SOLUTION);
                assertThat(conflicts).as("%s, %s: the message '%s' names both cells of one of %s", p, request,
                        r.message(), conflicts).anyMatch(c -> names(r.message(), c));
                assertThat(r.stats().nodes()).as("%s, %s: nodes spent on conflicting givens", p, request).isZero();
            }
        });
    }

    private static boolean names(String message, Conflict conflict) {
        Shape shape = conflict.shape();
        return mentions(message, shape.describeCell(conflict.firstCell()))
                && mentions(message, shape.describeCell(conflict.secondCell()));
    }

    /** {@code cell} (e.g. r1c1) in {@code message}, not as the start of a longer name (r1c12). */
    private static boolean mentions(String message, String cell) {
        for (int at = message.indexOf(cell); at >= 0; at = message.indexOf(cell, at + 1)) {
            int end = at + cell.length();
            if (end == message.length() || !Character.isDigit(message.charAt(end))) {
                return true;
            }
        }
        return false;
    }
}
