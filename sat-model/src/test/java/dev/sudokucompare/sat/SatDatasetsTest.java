package dev.sudokucompare.sat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudokucompare.core.Checker;
import dev.sudokucompare.core.DatasetCase;
import dev.sudokucompare.core.Datasets;
import dev.sudokucompare.core.Grid;
import dev.sudokucompare.core.HangGuard;
import dev.sudokucompare.core.dfs.DfsSolvers;
import dev.sudokucompare.core.solve.Mode;
import dev.sudokucompare.core.solve.SolveResult;
import dev.sudokucompare.core.solve.Status;
import dev.sudokucompare.core.solve.SudokuSolver;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SAT model on the shared datasets: the default configuration on the big sets, every
 * configuration (encoding x givens) on the small ones and in every mode.
 */
class SatDatasetsTest {

    // Every request has the hang guard (HangGuard): the large formulas take seconds on a loaded machine.

    private final SudokuSolver sat = SatSolver.fromSpec("sat").orElseThrow();

    static Stream<String> specs() {
        return Stream.of("sat:encoding=minimal,givens=units", "sat:encoding=minimal,givens=assumptions",
                "sat:encoding=minimal,givens=reduce", "sat:encoding=extended,givens=units",
                "sat:encoding=extended,givens=assumptions", "sat:encoding=extended,givens=reduce");
    }

    private static SudokuSolver solver(String spec) {
        return SatSolver.fromSpec(spec).orElseThrow();
    }

    @ParameterizedTest(name = "{0} (every {1}th)")
    @CsvSource({"sudoku17-49158.txt, 100", "norvig-top95.txt, 1", "norvig-hardest.txt, 1", "forum-hardest-1106.txt, 5"})
    void provesUniqueness(String file, int stride) {
        List<String> lines = Datasets.lines(file);
        for (int i = 0; i < lines.size(); i += stride) {
            assertUnique(sat, file + ":" + (i + 1), Grid.parse(lines.get(i)), null);
        }
    }

    @Test
    void findsKaggleSolutions() {
        List<DatasetCase> cases = DatasetCase.withSolutions("kaggle-10000", 10_000);
        for (int i = 0; i < cases.size(); i++) {
            DatasetCase c = cases.get(i);
            SolveResult r = sat.solve(c.puzzle(), HangGuard.first());
            assertThat(r.status()).as("%s (%s)", c, r.describe()).isEqualTo(Status.SOLVED);
            assertThat(r.solution()).as("%s", c).isEqualTo(c.solution());
            if (i % 20 == 0) {
                assertUnique(sat, c.where(), c.puzzle(), c.solution());
            }
        }
    }

    // Slow profile: every configuration on the datasets (15 s); SatContractTest and SatDifferentialTest run Sat4j every build.
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void everyConfigurationFindsTheGivenSolutionsInEveryMode(String spec) {
        SudokuSolver solver = solver(spec);
        // The default takes all 55 16x16 puzzles; the larger full formulas the first ten.
        int sixteens = spec.equals("sat:encoding=extended,givens=reduce") ? 55 : 10;
        List<DatasetCase> cases = Stream.of(DatasetCase.withSolutions("special-unique", 8),
                DatasetCase.withSolutions("sudoku16-janko-55", sixteens)).flatMap(List::stream).toList();
        for (DatasetCase c : cases) {
            for (Mode mode : Mode.values()) {
                SolveResult r = solver.solve(c.puzzle(), HangGuard.of(mode));
                assertThat(r.status()).as("%s %s %s (%s)", spec, c, mode, r.describe()).isEqualTo(Status.SOLVED);
                assertThat(r.solution()).as("%s %s %s", spec, c, mode).isEqualTo(c.solution());
                assertThat(r.solutionsFound()).isEqualTo(1);
                assertThat(r.countExact()).as("%s %s %s", spec, c, mode).isEqualTo(mode == Mode.COUNT);
            }
        }
    }

    // Slow profile: every configuration counting (14 s); SatContractTest counts with Sat4j every build.
    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void countsMultipleSolutionsExactly(String spec) {
        SudokuSolver solver = solver(spec);
        List<Grid> puzzles = Datasets.grids("multi-solutions.txt");
        List<String> counts = Datasets.lines("multi-solutions.counts.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            SolveResult r = solver.solve(puzzles.get(i), HangGuard.count(10_000));
            assertThat(r.status()).as("%s line %d", spec, i + 1).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).as("%s line %d", spec, i + 1).isEqualTo(Long.parseLong(counts.get(i)));
            assertThat(r.countExact()).isTrue();
            assertThat(Checker.check(puzzles.get(i), r.solution())).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void lexminMatchesTheFiles(String spec) {
        SudokuSolver solver = solver(spec);
        for (String name : List.of("multi-solutions", "many-solutions", "empty-grid")) {
            List<Grid> puzzles = Datasets.grids(name + ".txt");
            List<Grid> lexmins = Datasets.grids(name + ".lexmin.txt");
            for (int i = 0; i < puzzles.size(); i++) {
                SolveResult r = solver.solve(puzzles.get(i), HangGuard.lexmin());
                assertThat(r.status()).as("%s %s line %d (%s)", spec, name, i + 1, r.describe()).isEqualTo(Status.SOLVED);
                assertThat(r.solution()).as("%s %s line %d", spec, name, i + 1).isEqualTo(lexmins.get(i));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void twoSolutionsAreBothFoundAndTheSmallerIsLexmin(String spec) {
        SudokuSolver solver = solver(spec);
        List<Grid> puzzles = Datasets.grids("two-solutions.txt");
        List<String> pairs = Datasets.lines("two-solutions.solutions.txt");
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = puzzles.get(i);
            String[] both = pairs.get(i).split(",");
            SolveResult count = solver.solve(puzzle, HangGuard.count(5));
            assertThat(count.solutionsFound()).as("%s line %d", spec, i + 1).isEqualTo(2);
            assertThat(count.countExact()).isTrue();
            SolveResult capped = solver.solve(puzzle, HangGuard.count(2));
            assertThat(capped.solutionsFound()).isEqualTo(2);
            assertThat(capped.countExact()).as("stopped at the limit, so not proved exact").isFalse();
            assertThat(solver.solve(puzzle, HangGuard.first()).solution().toString()).isIn(both[0], both[1]);
            assertThat(solver.solve(puzzle, HangGuard.lexmin()).solution()).isEqualTo(Grid.parse(both[0]));
        }
    }

    @Test
    void manySolutionsAreCappedAtTheCountLimit() {
        for (Grid puzzle : Datasets.grids("many-solutions.txt")) {
            SolveResult r = sat.solve(puzzle, HangGuard.count(1000));
            assertThat(r.status()).isEqualTo(Status.SOLVED);
            assertThat(r.solutionsFound()).isEqualTo(1000);
            assertThat(r.countExact()).isFalse();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void noSolutionInAnyMode(String spec) {
        SudokuSolver solver = solver(spec);
        for (Grid puzzle : Datasets.grids("no-solution.txt")) {
            for (Mode mode : Mode.values()) {
                SolveResult r = solver.solve(puzzle, HangGuard.of(mode));
                assertThat(r.status()).as("%s %s %s (%s)", spec, mode, puzzle, r.describe()).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.message()).startsWith("no completion exists");
                assertThat(r.solution()).isNull();
                assertThat(r.solutionsFound()).isZero();
                assertThat(r.countExact()).isTrue();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void conflictingGivensAreNamedLikeDfsNamesThem(String spec) {
        SudokuSolver solver = solver(spec);
        SudokuSolver dfs = DfsSolvers.fromSpec("dfs").orElseThrow();
        for (Grid puzzle : Datasets.grids("conflicting-givens.txt")) {
            for (Mode mode : Mode.values()) {
                SolveResult r = solver.solve(puzzle, HangGuard.of(mode));
                assertThat(r.status()).as("%s", puzzle).isEqualTo(Status.NO_SOLUTION);
                assertThat(r.message()).startsWith("conflicting givens: ")
                        .isEqualTo(dfs.solve(puzzle, HangGuard.of(mode)).message());
                assertThat(r.stats().nodes()).isZero();
            }
        }
    }

    static void assertUnique(SudokuSolver solver, String where, Grid puzzle, Grid expected) {
        SolveResult r = solver.solve(puzzle, HangGuard.count(2));
        assertThat(r.status()).as("%s (%s)", where, r.describe()).isEqualTo(Status.SOLVED);
        assertThat(r.solutionsFound()).as(where).isEqualTo(1);
        assertThat(r.countExact()).as(where).isTrue();
        assertThat(Checker.check(puzzle, r.solution())).as(where).isEmpty();
        if (expected != null) {
            assertThat(r.solution()).as(where).isEqualTo(expected);
        }
    }
}
