package dev.sudokucompare.cp;

import dev.sudokucompare.core.Datasets;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** LEXMIN, COUNT and the unsolvable cases, against the datasets' own answers. */
class ChocoModesTest {

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void lexminMatchesTheLexminFiles(String consistency) {
        // minDom is chosen on purpose: LEXMIN must override it with row-major search.
        SudokuSolver solver = new ChocoSolver(ChocoOptions.DEFAULT.withConsistency(consistency)
                .withStrategy(Strategy.MIN_DOM));
        for (String set : List.of("empty-grid", "many-solutions", "multi-solutions")) {
            List<Grid> puzzles = Datasets.grids(set + ".txt");
            List<Grid> lexmin = Datasets.grids(set + ".lexmin.txt");
            for (int i = 0; i < puzzles.size(); i++) {
                SolveResult r = solver.solve(puzzles.get(i), HangGuard.lexmin());
                assertThat(r.solution()).as("%s:%d %s", set, i + 1, r.describe()).isEqualTo(lexmin.get(i));
                assertThat(r.message()).contains("inputOrder");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void countsMatchTheCountsFile(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            // A guard against hangs, not a speed test: at load 15 the 10 s default cut a count short.
            SolveResult r = solver.solve(puzzles.get(i), HangGuard.count(10_000));
            assertThat(r.countExact()).as("multi-solutions:%d: %s", i + 1, r.describe()).isTrue();
            assertThat(r.solutionsFound()).as("multi-solutions:%d", i + 1).isEqualTo(Long.parseLong(counts.get(i)));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void twoSolutionPuzzlesCountTwoAndLexminIsTheSmaller(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        List<Grid> puzzles = Datasets.grids("two-solutions.txt");
        List<String> pairs = Datasets.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            String[] both = pairs.get(i).split(",");
            SolveResult counted = solver.solve(puzzles.get(i), HangGuard.count(5));
            assertThat(counted.solutionsFound()).as("two-solutions:%d", i + 1).isEqualTo(2);
            assertThat(counted.countExact()).isTrue();
            assertThat(counted.solution().toString()).isIn(both[0], both[1]);
            SolveResult capped = solver.solve(puzzles.get(i), HangGuard.count(2));
            assertThat(capped.solutionsFound()).isEqualTo(2);
            assertThat(capped.countExact()).as("a count that reached its limit is only a lower bound").isFalse();
            assertThat(solver.solve(puzzles.get(i), HangGuard.lexmin()).solution().toString()).isEqualTo(both[0]);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void unsolvablePuzzlesHaveNoSolution(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            SolveResult r = solver.solve(puzzle, HangGuard.count(2));
            assertThat(r.status()).as(puzzle.toString()).isEqualTo(Status.NO_SOLUTION);
            assertThat(r.countExact()).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"AC", "BC", "FC"})
    void conflictingGivensAreNamedBeforeAnyModelIsBuilt(String consistency) {
        SudokuSolver solver = Solving.choco(consistency);
        for (Grid puzzle : Datasets.grids("conflicting-givens.txt")) {
            SolveResult r = solver.solve(puzzle, HangGuard.first());
            assertThat(r.status()).isEqualTo(Status.NO_SOLUTION);
            assertThat(r.message()).matches("conflicting givens: (row|column|box) \\d+ repeats \\d .*");
            assertThat(r.stats().nodes()).isZero();
        }
    }
}
