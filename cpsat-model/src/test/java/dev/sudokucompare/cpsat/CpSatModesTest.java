package dev.sudokucompare.cpsat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** LEXMIN, COUNT and the unsolvable cases, against the datasets' own answers. */
class CpSatModesTest {

    static Stream<Arguments> lexminMethods() {
        return Stream.of(Arguments.of(Solving.CPSAT), Arguments.of(Solving.OPTIMISING),
                Arguments.of(new CpSatSolver(CpSatOptions.DEFAULT.withLexmin(LexminMethod.OPTIMISE).withWorkers(2))));
    }

    @ParameterizedTest
    @MethodSource("lexminMethods")
    void lexminMatchesTheLexminFiles(CpSatSolver solver) {
        for (String set : List.of("empty-grid", "many-solutions", "multi-solutions")) {
            List<Grid> puzzles = Datasets.grids(set + ".txt");
            List<Grid> lexmin = Datasets.grids(set + ".lexmin.txt");
            for (int i = 0; i < puzzles.size(); i++) {
                SolveResult r = solver.solve(puzzles.get(i), HangGuard.lexmin());
                assertThat(r.status()).as("%s:%d %s", set, i + 1, r.describe()).isEqualTo(Status.SOLVED);
                assertThat(r.solution()).as("%s:%d %s", set, i + 1, solver.name()).isEqualTo(lexmin.get(i));
            }
        }
    }

    @Test
    void countsMatchTheCountsFile() {
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            SolveResult r = Solving.CPSAT.solve(puzzles.get(i), HangGuard.count(10_000));
            assertThat(r.status()).as("multi-solutions:%d %s", i + 1, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("multi-solutions:%d", i + 1).isEqualTo(Long.parseLong(counts.get(i)));
            assertThat(r.countExact()).isTrue();
            assertThat(Checker.check(puzzles.get(i), r.solution())).isEmpty();
        }
    }

    @Test
    void aCountStopsAtItsLimitAndIsThenOnlyALowerBound() {
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            long all = Long.parseLong(counts.get(i));
            int limit = (int) Math.max(1, all / 2);
            SolveResult r = Solving.CPSAT.solve(puzzles.get(i), HangGuard.count(limit));
            assertThat(r.status()).as("multi-solutions:%d", i + 1).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("multi-solutions:%d with limit %d", i + 1, limit).isEqualTo(limit);
            assertThat(r.countExact()).isFalse();
        }
    }

    @Test
    void twoSolutionPuzzlesCountTwoAndLexminIsTheSmaller() {
        List<Grid> puzzles = Datasets.grids("two-solutions.txt");
        List<String> pairs = Datasets.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            String[] both = pairs.get(i).split(",");
            SolveResult counted = Solving.CPSAT.solve(puzzles.get(i), HangGuard.count(5));
            assertThat(counted.solutionsFound()).as("two-solutions:%d", i + 1).isEqualTo(2);
            assertThat(counted.countExact()).isTrue();
            assertThat(counted.solution().toString()).isIn(both[0], both[1]);
            SolveResult capped = Solving.CPSAT.solve(puzzles.get(i), HangGuard.count(2));
            assertThat(capped.solutionsFound()).isEqualTo(2);
            assertThat(capped.countExact()).as("a count that reached its limit is only a lower bound").isFalse();
            assertThat(Solving.CPSAT.solve(puzzles.get(i), HangGuard.lexmin()).solution().toString())
                    .isEqualTo(both[0]);
            assertThat(Solving.OPTIMISING.solve(puzzles.get(i), HangGuard.lexmin()).solution().toString())
                    .isEqualTo(both[0]);
            SolveResult first = Solving.CPSAT.solve(puzzles.get(i), HangGuard.first());
            assertThat(first.solution().toString()).isIn(both[0], both[1]);
        }
    }

    @Test
    void unsolvablePuzzlesHaveNoSolutionInEveryMode() {
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            for (SolveRequest request : List.of(HangGuard.first(), HangGuard.count(2), HangGuard.lexmin())) {
                for (CpSatSolver solver : List.of(Solving.CPSAT, Solving.OPTIMISING)) {
                    SolveResult r = solver.solve(puzzle, request);
                    assertThat(r.status()).as("%s %s %s", puzzle, request, r.describe()).isEqualTo(Status.NO_SOLUTION);
                    assertThat(r.countExact()).isTrue();
                    assertThat(r.solutionsFound()).isZero();
                    assertThat(r.message()).isEqualTo("no completion exists (CP-SAT proved it infeasible)");
                }
            }
        }
    }

    @Test
    void conflictingGivensAreNamedBeforeAnyModelIsBuilt() {
        for (Grid puzzle : Datasets.grids("conflicting-givens.txt")) {
            for (SolveRequest request : List.of(HangGuard.first(), HangGuard.count(2), HangGuard.lexmin())) {
                SolveResult r = Solving.CPSAT.solve(puzzle, request);
                assertThat(r.status()).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.message()).isEqualTo("conflicting givens: " + puzzle.conflicts().get(0).describe())
                        .matches("conflicting givens: (row|column|box) \\d+ repeats \\d .*");
                assertThat(r.stats().nodes()).isZero();
                assertThat(r.stats().searchNanos()).isZero();
            }
        }
    }

    @Test
    void effortIsBranchesAndConflictsWithBuildAndSearchTimedApart() {
        Grid puzzle = Datasets.grids("multi-solutions.txt").get(14);
        SolveResult r = Solving.CPSAT.solve(puzzle, HangGuard.count(10_000));
        assertThat(r.solutionsFound()).isEqualTo(633);
        // Enumerating 633 solutions takes at least one branch per solution past the first.
        assertThat(r.stats().nodes()).isGreaterThanOrEqualTo(632);
        assertThat(r.stats().backtracks()).isEqualTo(r.stats().fails());
        assertThat(r.stats().buildNanos()).isPositive();
        assertThat(r.stats().searchNanos()).isPositive();
    }
}
