package dev.sudokucompare.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveRequest;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A complete solver that is not the DFS ({@code dlx}, {@code cdcl}) on the datasets, in every
 * mode: uniqueness, given solutions, counts, lexmin, no solution, clashing givens named as
 * {@code dfs} names them. A test class per solver extends it.
 */
public abstract class ExactSolverDatasetsCases {

    // Every call expects an answer: only a hang may stop one, not a busy machine.
    private final SudokuSolver underTest = HangGuard.guarded(solver());

    /** The solver under test, a new instance. */
    protected abstract SudokuSolver solver();

    @ParameterizedTest(name = "{0} (every {1}th)")
    @CsvSource({
        "sudoku17-49158.txt, 100",
        "norvig-top95.txt, 1",
        "norvig-hardest.txt, 1",
        "magictour-top1465.txt, 5",
        "forum-hardest-1106.txt, 3",
    })
    void provesUniqueness(String file, int stride) {
        List<String> lines = Datasets.lines(file);
        int checked = 0;
        for (int i = 0; i < lines.size(); i += stride) {
            Grid puzzle = Grid.parse(lines.get(i));
            SolveResult r = underTest.solve(puzzle, SolveRequest.count(2));
            String where = file + ":" + (i + 1);
            assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as(where).isEqualTo(1);
            assertThat(r.countExact()).as(where).isTrue();
            assertThat(Checker.check(puzzle, r.solution())).as(where).isEmpty();
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(11);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"kaggle-10000, 10000", "special-unique, 8", "sudoku16-janko-55, 55"})
    void findsTheGivenSolutionInEveryMode(String name, int count) {
        List<DatasetCase> cases = DatasetCase.withSolutions(name, count);
        assertThat(cases).hasSize(count);
        for (DatasetCase c : cases) {
            for (Mode mode : Mode.values()) {
                SolveResult r = underTest.solve(c.puzzle(), SolveRequest.of(mode));
                assertThat(r.status()).as("%s %s (%s)", c, mode, r.describe()).isEqualTo(Status.SOLVED);
                assertThat(r.solution()).as("%s %s", c, mode).isEqualTo(c.solution());
                assertThat(r.solutionsFound()).as("%s %s", c, mode).isEqualTo(1);
            }
        }
    }

    @Test
    void countsMultipleSolutionsExactly() {
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            SolveResult r = underTest.solve(puzzles.get(i), SolveRequest.count(10_000));
            assertThat(r.status()).as("line %d", i + 1).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("line %d", i + 1).isEqualTo(Long.parseLong(counts.get(i)));
            assertThat(r.countExact()).as("line %d", i + 1).isTrue();
            assertThat(Checker.check(puzzles.get(i), r.solution())).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"multi-solutions", "many-solutions", "empty-grid"})
    void lexminMatchesTheFile(String name) {
        List<Grid> puzzles = Datasets.grids(name + ".txt");
        List<Grid> lexmins = Datasets.grids(name + ".lexmin.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            SolveResult r = underTest.solve(puzzles.get(i), SolveRequest.lexmin());
            assertThat(r.status()).as("%s line %d", name, i + 1).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as("%s line %d", name, i + 1).isEqualTo(lexmins.get(i));
        }
    }

    @Test
    void manySolutionsAreCappedAtTheCountLimit() {
        for (Grid puzzle : Datasets.grids("many-solutions.txt")) {
            SolveResult r = underTest.solve(puzzle, SolveRequest.count(1000));
            assertThat(r.status()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).isEqualTo(1000);
            assertThat(r.countExact()).isFalse();
        }
    }

    @Test
    void twoSolutionsAreBothFoundAndTheSmallerIsLexmin() {
        List<Grid> puzzles = Datasets.grids("two-solutions.txt");
        List<String> pairs = Datasets.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = puzzles.get(i);
            String[] both = pairs.get(i).split(",");
            SolveResult count = underTest.solve(puzzle, SolveRequest.count(5));
            assertThat(count.solutionsFound()).as("line %d", i + 1).isEqualTo(2);
            assertThat(count.countExact()).isTrue();
            SolveResult capped = underTest.solve(puzzle, SolveRequest.count(2));
            assertThat(capped.solutionsFound()).isEqualTo(2);
            assertThat(capped.countExact()).as("stopped at the limit, so not proved exact").isFalse();
            assertThat(underTest.solve(puzzle, SolveRequest.first()).solution().toString()).isIn(both[0], both[1]);
            assertThat(underTest.solve(puzzle, SolveRequest.lexmin()).solution()).isEqualTo(Grid.parse(both[0]));
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void noSolutionInAnyMode(Mode mode) {
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            SolveResult r = underTest.solve(puzzle, SolveRequest.of(mode));
            assertThat(r.status()).as("%s", puzzle).isEqualTo(Status.NO_SOLUTION);
            assertThat(r.solution()).isNull();
            assertThat(r.solutionsFound()).isZero();
            assertThat(r.countExact()).isTrue();
        }
    }

    @ParameterizedTest
    @EnumSource(Mode.class)
    void conflictingGivensAreNamedLikeDfsNamesThem(Mode mode) {
        SudokuSolver dfs = HangGuard.guarded(DfsSolvers.fromSpec("dfs").orElseThrow());
        for (Grid puzzle : Datasets.grids("conflicting-givens.txt")) {
            SolveResult r = underTest.solve(puzzle, SolveRequest.of(mode));
            assertThat(r.status()).as("%s", puzzle).isEqualTo(Status.NO_SOLUTION);
            assertThat(r.message()).startsWith("conflicting givens: ")
                    .isEqualTo(dfs.solve(puzzle, SolveRequest.of(mode)).message());
            assertThat(r.stats().nodes()).isZero();
        }
    }
}
